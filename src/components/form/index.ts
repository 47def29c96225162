export { TextField, type TextFieldProps } from './text-field';
export { SwitchField, type SwitchFieldProps } from './switch-field';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';
export { IMAGE_ACCEPT, IMAGE_TYPES, MAX_IMAGE_BYTES, imageFileProblem } from './image-file';
