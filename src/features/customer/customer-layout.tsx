// The customer app's frame, phone first: the brand, the language and the cart on top, the screen,
// and (signed in) the app's three places: outlets, my orders, my account (a bar at the bottom of a
// phone, links in the top bar on a larger screen). A visitor sees the sign-in in place of any
// screen, which shows once they are in; a session the API no longer accepts (expired, or the
// customer's data erased elsewhere) brings the sign-in back.
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Box, Container, Group, Indicator, SegmentedControl, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconReceipt, IconShoppingBag, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/shell/logo';
import { isApiError } from '@/lib/api/errors';
import { LANGUAGES, currentLanguage } from '@/lib/i18n';
import { cartCount, useCart } from './cart';
import { isCustomerQueryKey, useCustomerToken } from './session';
import { SignInPage } from './sign-in-page';
import './customer-layout.css';

/** Signs the customer out when the API refuses their token, from any customer call. */
function useEndRefusedSession() {
  const queryClient = useQueryClient();
  const clear = useCustomerToken((s) => s.clear);
  useEffect(() => {
    const refused = (error: unknown) => isApiError(error) && error.status === 401;
    const end = () => {
      if (!useCustomerToken.getState().token) return;
      clear();
      // The sign-in takes the screen's place (see CustomerLayout).
      queryClient.removeQueries({ predicate: (query) => isCustomerQueryKey(query.queryKey) });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isCustomerQueryKey(event.query.queryKey) && refused(event.query.state.error))
        end();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && refused(event.mutation?.state.error)) end();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, clear]);
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('customer.language')}
      value={currentLanguage()}
      onChange={(code) => void i18n.changeLanguage(code)}
      data={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
    />
  );
}

function CartButton() {
  const { t } = useTranslation();
  const { outletId, lines } = useCart();
  const count = cartCount(lines);
  if (!outletId || count === 0) return null;
  return (
    <Indicator label={count} size={18} offset={4} color="orange">
      <Link
        to="/customer/outlets/$outletId/checkout"
        params={{ outletId: String(outletId) }}
        aria-label={t('customer.nav.cartCount', { count })}
        className="customer-icon-link"
      >
        <ActionIcon component="span" variant="light" size="lg">
          <IconShoppingBag size={20} aria-hidden />
        </ActionIcon>
      </Link>
    </Indicator>
  );
}

const PLACES = [
  { to: '/customer', icon: IconBuildingStore, label: 'customer.nav.outlets', exact: true },
  { to: '/customer/orders', icon: IconReceipt, label: 'customer.nav.orders', exact: false },
  { to: '/customer/account', icon: IconUser, label: 'customer.nav.account', exact: false },
] as const;

function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={t('customer.nav.label')} className={className}>
      {PLACES.map(({ to, icon: Icon, label, exact }) => {
        // The outlets' place holds their menus and the checkout too.
        const active = exact
          ? path === to || path === `${to}/` || path.startsWith(`${to}/outlets`)
          : path.startsWith(to);
        return (
          <UnstyledButton
            key={to}
            component={Link}
            to={to}
            className="customer-place"
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={22} aria-hidden />
            <span>{t(label)}</span>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}

export function CustomerLayout() {
  const { t } = useTranslation();
  const signedIn = Boolean(useCustomerToken((s) => s.token));
  useEndRefusedSession();
  return (
    <Box mih="100vh" bg="gray.0" className="customer-frame" data-signed-in={signedIn || undefined}>
      <Box component="header" className="customer-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <UnstyledButton component={Link} to="/customer" className="customer-brand">
              <Logo size={32} />
              <Text fw={700} size="lg" component="span">
                {t('customer.brand')}
              </Text>
            </UnstyledButton>
            {signedIn ? <NavLinks className="customer-nav-top" /> : null}
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              {signedIn ? <CartButton /> : null}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" pt="md" className="customer-main">
        {signedIn ? <Outlet /> : <SignInPage />}
      </Container>
      {signedIn ? <NavLinks className="customer-nav-bottom" /> : null}
    </Box>
  );
}
