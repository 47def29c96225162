// The vendor form: the contract's create/update body with the spec's messages in front of it
// ('Name is required', ..., 'Email is required' / 'Invalid email format').
import { z } from 'zod';
import {
  createVendorBody,
  createVendorBodyAddressMax,
  createVendorBodyContactPersonMax,
  createVendorBodyNameMax,
  createVendorBodyPhoneRegExp,
} from '@generated/zod/vendors/vendors.zod';
import { normalisePhone } from '@/lib/phone';
import { type TextKey, maxLengthMessage, message } from '@/lib/validation/messages';

const requiredText = (required: TextKey, label: TextKey, max: number) =>
  z.string(message(required)).trim().min(1, message(required)).max(max, maxLengthMessage(label, max));

export const vendorFormSchema = createVendorBody.extend({
  name: requiredText('vendor.nameRequired', 'vendor.name', createVendorBodyNameMax).pipe(createVendorBody.shape.name),
  address: requiredText('vendor.addressRequired', 'vendor.address', createVendorBodyAddressMax).pipe(
    createVendorBody.shape.address,
  ),
  contact_person: requiredText(
    'vendor.contactPersonRequired',
    'vendor.contactPerson',
    createVendorBodyContactPersonMax,
  ).pipe(createVendorBody.shape.contact_person),
  // As people write it, brought to the one form the API stores; the contract's pattern decides the rest.
  phone: z
    .string(message('vendor.phoneRequired'))
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, { ...message('vendor.phoneRequired'), abort: true })
        .regex(createVendorBodyPhoneRegExp, message('vendor.phoneInvalid')),
    )
    .pipe(createVendorBody.shape.phone),
  email: z
    .string(message('vendor.emailRequired'))
    .trim()
    .min(1, message('vendor.emailRequired'))
    .pipe(z.email(message('vendor.emailInvalid')))
    .pipe(createVendorBody.shape.email),
});

/** What the form holds while the user edits it. */
export type VendorFormInput = z.input<typeof vendorFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type VendorFormValues = z.output<typeof vendorFormSchema>;

export const EMPTY_VENDOR: VendorFormInput = { name: '', address: '', contact_person: '', phone: '', email: '' };
