// The Payment Gateway screen shows every gateway at once (a business has a handful): one call, the
// contract's largest page.
import type { ListPaymentGatewaysParams } from '@generated/model';

export const PAYMENT_GATEWAY_LIST: ListPaymentGatewaysParams = { size: 100 };
