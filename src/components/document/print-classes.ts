// The class names the document print rules (document-print.css) know: shown only on paper, hidden
// on paper, and the sheet whose type and borders are set for A4.
import './document-print.css';

export const PRINT_ONLY = 'document-print-only';
export const NO_PRINT = 'document-no-print';
export const SHEET = 'document-sheet';
