// The chain's letterhead at the top of a printed document (purchase order, transfer note, count
// sheet): the company's logo, name, address, phone, e-mail and NPWP from the chain settings, or the
// brand while none is set.
import '@mantine/core/styles/Image.css';
import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetSettings } from '@generated/hooks/settings/settings';

/** 15 digits in the usual 99.999.999.9-999.999; a 16-digit NPWP (the NIK form) as it is. */
function npwpShown(digits: string): string {
  if (digits.length !== 15) return digits;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
}

export function Letterhead() {
  const { t } = useTranslation();
  const settings = useGetSettings().data?.data;
  const name = settings?.company_name || t('app.brand');
  const contact = [
    settings?.company_phone ? t('settings.printPhone', { phone: settings.company_phone }) : '',
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
        {settings?.company_npwp ? <Text size="sm">NPWP {npwpShown(settings.company_npwp)}</Text> : null}
      </div>
    </Group>
  );
}
