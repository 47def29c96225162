// A movement's note in the reader's language: what a person typed as they typed it, or the note the
// system wrote (a code with its parameters) worded from the catalogue.
import type { TFunction } from 'i18next';
import type { InventoryMovement } from '@generated/model';

export function movementNote(
  t: TFunction,
  { note, note_code: code, note_params: params }: Pick<InventoryMovement, 'note' | 'note_code' | 'note_params'>,
): string {
  return code ? t(`inventory.movementNotes.${code}`, { ...params }) : note;
}
