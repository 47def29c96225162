// Every screen, under the layout that guards it (see layouts): the screens for visitors, then those
// for signed-in users.
import { rootRoute } from './__root';
import { auditLogRoute } from './audit-log';
import { categoryRoute } from './category';
import { channelPricesRoute } from './channel-prices';
import { channelMenusRoute } from './channel-menus';
import { counterRoute } from './counter';
import { customerRoutes } from './customer';
import { forgetPasswordRoute } from './forget-password';
import { dashboardRoute } from './index';
import { inventoryMovementsRoute, inventoryReorderRoute, inventoryRoute } from './inventory';
import { invoiceRoute } from './invoice';
import { publicLayout, signedInLayout } from './layouts';
import { loginRoute } from './login';
import { modifierGroupRoute } from './modifier-group';
import { orderLabelsRoute, orderReceiptRoute, orderRoute } from './order';
import { outletRoute } from './outlet';
import { paymentGatewayRoute } from './payment-gateway';
import { prepRoute } from './prep';
import { promotionsRoute } from './promotions';
import { customersRoute } from './customers';
import {
  purchaseOrderAddRoute,
  purchaseOrderApprovalsRoute,
  purchaseOrderDetailRoute,
  purchaseOrderEditRoute,
  purchaseOrderRoute,
} from './purchase-order';
import {
  reportInventoriesRoute,
  reportModifiersRoute,
  reportPaymentsRoute,
  reportPoRoute,
  reportSalesRoute,
  reportShiftsRoute,
  reportTaxRoute,
  reportPromotionsRoute,
  reportChannelsRoute,
  reportWasteRoute,
} from './reports';
import { channelSettlementsRoute } from './channel-settlements';
import { rolesRoute } from './roles';
import { settingsRoute } from './settings';
import { daySlipRoute, shiftRoute, shiftSlipRoute } from './shift';
import { skuRoute } from './sku';
import { stockTransferDetailRoute, stockTransferNewRoute, stockTransferRoute } from './stock-transfer';
import { stocktakeDetailRoute, stocktakeRoute, stockUsageRoute } from './stocktake';
import { timeslotRoute } from './timeslot';
import { usersRoute } from './users';
import { vendorRoute } from './vendor';

export const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([loginRoute, forgetPasswordRoute]),
  signedInLayout.addChildren([
    dashboardRoute,
    categoryRoute,
    skuRoute,
    modifierGroupRoute,
    promotionsRoute,
    channelPricesRoute,
    timeslotRoute,
    purchaseOrderRoute,
    purchaseOrderAddRoute,
    purchaseOrderEditRoute,
    purchaseOrderDetailRoute,
    purchaseOrderApprovalsRoute,
    inventoryRoute,
    inventoryMovementsRoute,
    inventoryReorderRoute,
    stockTransferRoute,
    stockTransferNewRoute,
    stockTransferDetailRoute,
    stocktakeRoute,
    stockUsageRoute,
    stocktakeDetailRoute,
    counterRoute,
    prepRoute,
    customersRoute,
    orderRoute,
    orderLabelsRoute,
    orderReceiptRoute,
    shiftRoute,
    shiftSlipRoute,
    daySlipRoute,
    invoiceRoute,
    outletRoute,
    channelMenusRoute,
    vendorRoute,
    usersRoute,
    rolesRoute,
    auditLogRoute,
    paymentGatewayRoute,
    settingsRoute,
    reportSalesRoute,
    reportInventoriesRoute,
    reportPoRoute,
    reportPaymentsRoute,
    reportModifiersRoute,
    reportTaxRoute,
    reportPromotionsRoute,
    reportChannelsRoute,
    channelSettlementsRoute,
    reportShiftsRoute,
    reportWasteRoute,
  ]),
  customerRoutes,
]);
