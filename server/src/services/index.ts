// The handler of every operation in the contract, by operationId. An operation without a handler
// answers 501 with the error envelope, so a new contract area is served (as "not yet") at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../lib/handler-types';
import { HttpError } from '../lib/http-error';
import { auditLogHandlers } from './audit-log/handlers';
import { authHandlers } from './auth/handlers';
import { categoryHandlers } from './categories/handlers';
import { channelCallbackHandlers } from './channel-orders/handlers';
import { channelSettingsHandlers } from './channel-settings/settings-handlers';
import { channelMenuHandlers } from './channel-menus/menu-handlers';
import { counterHandlers } from './counter/handlers';
import { customerAppHandlers } from './customer-app/handlers';
import { customerHandlers } from './customers/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { outletHandlers } from './outlets/handlers';
import { importHandlers } from './imports/handlers';
import { inventoryHandlers } from './inventory/handlers';
import { lotHandlers } from './lots/handlers';
import { purchaseOrderHandlers } from './purchase-orders/handlers';
import { reorderHandlers } from './reorder/handlers';
import { reportHandlers } from './reports/handlers';
import { orderHandlers } from './orders/handlers';
import { invoiceHandlers } from './invoices/handlers';
import { modifierHandlers } from './modifiers/handlers';
import { paymentCallbackHandlers } from './payment-callbacks/handlers';
import { paymentGatewayHandlers } from './payment-gateways/handlers';
import { prepHandlers } from './prep/handlers';
import { promotionHandlers } from './promotions/handlers';
import { roleHandlers } from './roles/handlers';
import { settingsHandlers } from './settings/handlers';
import { shiftHandlers } from './shifts/handlers';
import { settlementHandlers } from './channel-settlements/handlers';
import { simulationHandlers } from './simulation/handlers';
import { skuHandlers } from './skus/handlers';
import { stockTransferHandlers } from './stock-transfers/handlers';
import { stocktakeHandlers } from './stocktakes/handlers';
import { systemHandlers } from './system/handlers';
import { timeslotHandlers } from './timeslots/handlers';
import { uploadHandlers } from './uploads/handlers';
import { userHandlers } from './users/handlers';
import { vendorHandlers } from './vendors/handlers';
import { wasteHandlers } from './waste/handlers';

export const NOT_IMPLEMENTED = 'This operation is not available yet';

export const implementedHandlers: Handlers = {
  ...authHandlers,
  ...auditLogHandlers,
  ...systemHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...categoryHandlers,
  ...skuHandlers,
  ...modifierHandlers,
  ...dashboardHandlers,
  ...reportHandlers,
  ...orderHandlers,
  ...uploadHandlers,
  ...outletHandlers,
  ...vendorHandlers,
  ...purchaseOrderHandlers,
  ...inventoryHandlers,
  ...lotHandlers,
  ...reorderHandlers,
  ...stockTransferHandlers,
  ...invoiceHandlers,
  ...paymentGatewayHandlers,
  ...paymentCallbackHandlers,
  ...channelCallbackHandlers,
  ...settlementHandlers,
  ...simulationHandlers,
  ...timeslotHandlers,
  ...stocktakeHandlers,
  ...settingsHandlers,
  ...importHandlers,
  ...counterHandlers,
  ...customerAppHandlers,
  ...customerHandlers,
  ...shiftHandlers,
  ...wasteHandlers,
  ...prepHandlers,
  ...promotionHandlers,
  ...channelSettingsHandlers,
  ...channelMenuHandlers,
};

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** serviceHandlers for fastify-openapi-glue: one method per operationId of the contract. */
export function buildServiceHandlers(operationIds: string[]): Record<string, AnyHandler> {
  const handlers = implementedHandlers as Record<string, AnyHandler | undefined>;
  return Object.fromEntries(
    operationIds.map((id) => [
      id,
      handlers[id] ??
        (async () => {
          throw new HttpError(501, NOT_IMPLEMENTED);
        }),
    ]),
  );
}
