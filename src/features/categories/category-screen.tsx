// The Category screen's content: the list with its search, and the create/edit dialog. The URL
// search (page, size, name) comes in as props, so the screen works the same under any router.
import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useListCategories } from '../../../generated/hooks/categories/categories';
import type { Category } from '../../../generated/model';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table';
import { CategoryFilters } from './category-filters';
import { CategoryFormModal } from './category-form';
import { CategoryTable } from './category-table';
import { categoryListParams, type CategorySearch } from './list-params';

export interface CategoryScreenProps {
  search: CategorySearch;
  /** Changes part of the URL search. */
  onSearchChange: (patch: Partial<CategorySearch>) => void;
}

type Dialog = { category: Category | null } | null;

export function CategoryScreen({ search, onSearchChange }: CategoryScreenProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  // Keep the old page on screen while the next one loads (progress bar instead of skeletons).
  const list = useListCategories(categoryListParams(search), { query: { placeholderData: keepPreviousData } });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Category</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ category: null })}>
          New category
        </Button>
      </Group>
      <CategoryTable
        rows={list.data?.data}
        total={list.data?.meta.total}
        pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
        onPaginationChange={onSearchChange}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        name={search.name}
        onEdit={(category) => setDialog({ category })}
        toolbar={
          <CategoryFilters
            name={search.name}
            // A new search starts again at the first page.
            onNameChange={(name) => onSearchChange({ name, page: undefined })}
          />
        }
      />
      <CategoryFormModal opened={dialog !== null} category={dialog?.category ?? null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
