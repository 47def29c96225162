export { ChipsFilter } from './chips-filter';
export { DateRangeFilter } from './date-range-filter';
export { FilterBar } from './filter-bar';
export { ListScreen, NewButton } from './list-screen';
export { SearchFilter } from './search-filter';
export { SelectFilter } from './select-filter';
export { useListSearch } from './use-list-search';
export { useRecordDialog } from './use-record-dialog';
