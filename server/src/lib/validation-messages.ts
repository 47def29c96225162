// Turns an AJV error into a sentence a person understands, naming the field ("Name is required",
// "Page must be a number"), and the field path the contract's ErrorItem carries.
import type { ErrorObject } from 'ajv';

// Labels where the plain wording of the field name is not what the screens call it.
const labels: Record<string, string> = {
  image_url: 'Image',
  otp: 'OTP',
  role_id: 'Role ID',
  outlet_id: 'Outlet ID',
  outlet_ids: 'Outlets',
  user_id: 'User ID',
  // The spec's words for the SKU form ('Category is required', 'Unit Amount is required') and the
  // inventory adjustment ('SKU is required').
  category_id: 'Category',
  unit_amount: 'Unit Amount',
  sku_id: 'SKU',
  app_version: 'App version',
  device_id: 'Device ID',
  is_active: 'Active',
  area_id: 'Area',
  owner_id: 'Owner',
  staff_ids: 'Staff',
  contact_person: 'Contact person',
  invoice_id: 'Invoice ID',
  payment_method_partner_id: 'Payment method partner ID',
  slot_minutes: 'Window length',
  opens_at: 'Opening time',
  closes_at: 'Closing time',
};

// Pattern messages from the product spec, by field.
const patternMessages: Record<string, string> = {
  phone_number: 'Invalid Indonesian phone number format',
  phone: 'Invalid Indonesian phone number format',
  password: 'Password must include uppercase, lowercase',
  new_password: 'Password must include uppercase, lowercase',
  confirm_password: 'Password must include uppercase, lowercase',
  otp: 'OTP must contain only numbers',
};

export function fieldLabel(name: string): string {
  if (labels[name]) return labels[name];
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ReadableError {
  detail: string;
  field?: string;
}

export function describeValidationError(error: ErrorObject, part: string): ReadableError {
  const segments = error.instancePath.split('/').filter(Boolean).map(decodePointer);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  const name = [...segments].reverse().find((s) => !/^\d+$/.test(s));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  // A body field is named by its path (`roles.0.outlet_id`); a parameter by its name, whichever of
  // its values is wrong (`outlet_ids`, not `outlet_ids.1`).
  const field = segments.length ? (part === 'body' ? segments.join('.') : segments[0]) : undefined;
  const label = name ? fieldLabel(name) : part === 'body' ? 'The request body' : 'The request';
  return { detail: sentence(error, label, name), ...(field ? { field } : {}) };
}

function sentence(error: ErrorObject, label: string, name: string | undefined): string {
  const p = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'additionalProperties':
      return `"${p.additionalProperty}" is not an accepted field${name ? ` of ${label.toLowerCase()}` : ''}`;
    case 'type':
      return `${label} must be ${typeWords(String(p.type))}`;
    case 'format':
      if (p.format === 'date') return `${label} must be in YYYY-MM-DD format`;
      return `${label} must be ${formatWords(String(p.format))}`;
    case 'minLength':
      if (name === 'otp') return 'OTP must be exactly 6 digits';
      return p.limit <= 1 ? `${label} is required` : `${label} must be at least ${p.limit} characters`;
    case 'maxLength':
      if (name === 'otp') return 'OTP must be exactly 6 digits';
      return `${label} must be at most ${p.limit} characters`;
    case 'pattern':
      return (name && patternMessages[name]) ?? `${label} has an invalid format`;
    case 'minimum':
      return `${label} must be at least ${p.limit}`;
    case 'maximum':
      return `${label} must be at most ${p.limit}`;
    case 'exclusiveMinimum':
      return `${label} must be greater than ${p.limit}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${p.limit}`;
    case 'enum':
      return `${label} must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${label} must be ${String(p.allowedValue)}`;
    case 'minItems':
      if (name === 'roles' && p.limit === 1) return 'At least one role is required';
      return `${label} must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${label} must have at most ${p.limit} items`;
    case 'uniqueItems':
      return `${label} must not contain the same value twice`;
    case 'oneOf':
    case 'anyOf':
      return `${label} does not match any accepted form`;
    default:
      return `${label} is invalid`;
  }
}

function typeWords(type: string): string {
  const first = type.split(',')[0];
  switch (first) {
    case 'integer':
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'string':
      return 'text';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return `of type ${type}`;
  }
}

function formatWords(format: string): string {
  switch (format) {
    case 'email':
      return 'a valid email address';
    case 'date-time':
      return 'a date and time';
    case 'int64':
    case 'int32':
      return 'a whole number';
    case 'uri':
      return 'a valid URL';
    default:
      return `a valid ${format}`;
  }
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
