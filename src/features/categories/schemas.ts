// The category form: the contract's create/update body (generated from the OpenAPI schema) with
// the spec's messages in front of it. Each field first checks what the user sees a message for,
// then pipes into the generated field schema, so a stricter contract still applies here.
import { z } from 'zod';
import { createCategoryBody, createCategoryBodyNameMax } from '@generated/zod/categories/categories.zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';

export const categoryFormSchema = createCategoryBody.extend({
  name: z
    .string(message('category.nameRequired'))
    .trim()
    .min(1, message('category.nameRequired'))
    .max(createCategoryBodyNameMax, maxLengthMessage('category.name', createCategoryBodyNameMax))
    .pipe(createCategoryBody.shape.name),
  status: z.boolean(message('category.statusRequired')).pipe(createCategoryBody.shape.status),
  image_url: z
    .string(message('category.imageRequired'))
    .min(1, message('category.imageRequired'))
    .pipe(createCategoryBody.shape.image_url),
});

/** What the form holds while the user edits it. */
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

export const EMPTY_CATEGORY: CategoryFormInput = { name: '', status: true, image_url: '' };
