// The API answering from the in-memory database (../mock-db) where a test needs records that
// change: `serveMockDb()` puts these handlers in front of the contract's stateless examples for the
// current test; every other call still answers with the examples.
import { api } from '../api';
import { categoryHandlers } from './categories';
import { inventoryHandlers } from './inventory';
import { outletHandlers } from './outlets';
import { paymentGatewayHandlers } from './payment-gateways';
import { prepHandlers } from './prep';
import { shiftHandlers } from './shifts';
import { timeslotHandlers } from './timeslots';
import { vendorHandlers } from './vendors';
import { wasteHandlers } from './waste';

export const mockDbHandlers = [
  ...categoryHandlers,
  ...inventoryHandlers,
  ...outletHandlers,
  ...paymentGatewayHandlers,
  ...prepHandlers,
  ...shiftHandlers,
  ...timeslotHandlers,
  ...vendorHandlers,
  ...wasteHandlers,
];

/**
 * Answers categories, inventory, expiring lots, outlets, payment gateways, the prep board, shifts,
 * timeslots, vendors and waste from the database.
 */
export function serveMockDb() {
  api.use(...mockDbHandlers);
}
