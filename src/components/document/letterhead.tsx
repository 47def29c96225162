// The chain's letterhead at the top of a printed document (purchase order, transfer note, count
// sheet): the company's logo, name, address, phone, e-mail and NPWP from the chain settings, or the
// brand while none is set.
import '@mantine/core/styles/Image.css';
import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetSettings } from '@generated/hooks/settings/settings';
import { formatPhone } from '@/lib/format';
import { formatNpwp } from '@/lib/npwp';

export function Letterhead() {
  const { t } = useTranslation();
  const settings = useGetSettings().data?.data;
  const name = settings?.company_name || t('app.brand');
  const contact = [
    settings?.company_phone ? t('settings.printPhone', { phone: formatPhone(settings.company_phone) }) : '',
    settings?.company_email ? t('settings.printEmail', { email: settings.company_email }) : '',
  ].filter(Boolean);
  return (
    <Group className="document-letterhead" data-testid="letterhead" align="flex-start" gap="md" wrap="nowrap">
      {settings?.company_logo_url ? (
        <Image src={settings.company_logo_url} alt="" h={56} w="auto" fit="contain" />
      ) : null}
      <div>
        <Text fw={700} size="lg">
          {name}
        </Text>
        {settings?.company_address ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {settings.company_address}
          </Text>
        ) : null}
        {contact.length ? <Text size="sm">{contact.join(' · ')}</Text> : null}
        {settings?.company_npwp ? <Text size="sm">NPWP {formatNpwp(settings.company_npwp)}</Text> : null}
      </div>
    </Group>
  );
}
