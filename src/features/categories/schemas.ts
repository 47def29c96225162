// The category form: the contract's create/update body (generated from the OpenAPI schema) with
// the spec's messages in front of it. Each field first checks what the user sees a message for,
// then pipes into the generated field schema, so a stricter contract still applies here.
import { z } from 'zod';
import { createCategoryBody, createCategoryBodyNameMax } from '../../../generated/zod/categories/categories.zod';

export const categoryFormSchema = createCategoryBody.extend({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(createCategoryBodyNameMax, `Name must be at most ${createCategoryBodyNameMax} characters`)
    .pipe(createCategoryBody.shape.name),
  status: z.boolean({ error: 'Status is required' }).pipe(createCategoryBody.shape.status),
  image_url: z
    .string({ error: 'Image is required' })
    .min(1, 'Image is required')
    .pipe(createCategoryBody.shape.image_url),
});

/** What the form holds while the user edits it. */
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

export const EMPTY_CATEGORY: CategoryFormInput = { name: '', status: true, image_url: '' };
