export { TextField } from './text-field';
export { SwitchField } from './switch-field';
export { ImageUploadField } from './image-upload-field';
