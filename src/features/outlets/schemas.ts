// The outlet form: the contract's create/update body with the spec's messages in front of it
// (Name and Address required, 'Area is required', 'Owner is required').
import { z } from 'zod';
import {
  createOutletBody,
  createOutletBodyAddressMax,
  createOutletBodyNameMax,
  createOutletBodyStaffIdsMax,
} from '@generated/zod/outlets/outlets.zod';
import { type TextKey, maxLengthMessage, message } from '@/lib/validation/messages';

const requiredText = (required: TextKey, label: TextKey, max: number) =>
  z.string(message(required)).trim().min(1, message(required)).max(max, maxLengthMessage(label, max));

const chosenId = (required: TextKey) => z.union([z.number(), z.undefined()]).pipe(z.number(message(required)));

export const outletFormSchema = createOutletBody.extend({
  name: requiredText('outlet.nameRequired', 'outlet.name', createOutletBodyNameMax).pipe(createOutletBody.shape.name),
  address: requiredText('outlet.addressRequired', 'outlet.address', createOutletBodyAddressMax).pipe(
    createOutletBody.shape.address,
  ),
  // Nothing chosen yet is undefined in the form; the message says what is missing.
  area_id: chosenId('outlet.areaRequired').pipe(createOutletBody.shape.area_id),
  owner_id: chosenId('outlet.ownerRequired').pipe(createOutletBody.shape.owner_id),
  is_hq: z.boolean(),
  staff_ids: z.array(z.number()).max(createOutletBodyStaffIdsMax),
});

/** What the form holds while the user edits it (no area or owner chosen yet). */
export type OutletFormInput = z.input<typeof outletFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type OutletFormValues = z.output<typeof outletFormSchema>;

export const EMPTY_OUTLET: OutletFormInput = {
  name: '',
  address: '',
  area_id: undefined,
  owner_id: undefined,
  is_hq: false,
  staff_ids: [],
};
