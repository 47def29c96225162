// The operations the audit log's filter offers: every write of the contract (each has its label in
// the catalogue's `auditLog.operations`, checked by the audit words test).
import { invalidates } from '@generated/invalidates';

export const OPERATIONS = Object.keys(invalidates).sort();
