// The payment providers this server runs with, from its configuration: Midtrans and Xendit, each
// connected when its API key is set, and the simulated gateway, which charges for every gateway of
// a provider that is not (and of any other provider).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { midtransProvider } from './midtrans/provider';
import type { PaymentProvider, PaymentProviders, PaymentProviderId } from './port';
import { simulatedProvider } from './simulated/provider';
import { xenditProvider } from './xendit/provider';

export function paymentProviders(
  config: Pick<Config, 'paymentProviders' | 'payments'>,
  log: FastifyBaseLogger,
): PaymentProviders {
  const { paymentProviders: accounts, payments } = config;
  const settings = { timeoutMs: accounts.timeoutMs, log };
  const byId: Record<PaymentProviderId, PaymentProvider> = {
    // Midtrans signs its notifications with the server key its charges are made with.
    midtrans: midtransProvider({ ...settings, account: accounts.midtrans }),
    xendit: xenditProvider({ ...settings, account: accounts.xendit, callbackToken: payments.xenditCallbackToken }),
    simulated: simulatedProvider(payments.simulatedGatewaySecret),
  };
  return {
    forGateway(providerName) {
      const named = byId[providerName.trim().toLowerCase() as PaymentProviderId] as PaymentProvider | undefined;
      return named?.connected ? named : byId.simulated;
    },
    byId: (id) => byId[id],
  };
}
