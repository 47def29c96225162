// The /category route's component: binds the screen to the URL search through the router.
import { getRouteApi } from '@tanstack/react-router';
import { CategoryScreen } from './category-screen';
import type { CategorySearch } from './list-params';

const route = getRouteApi('/category');

export function CategoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (patch: Partial<CategorySearch>) =>
    void navigate({ search: (previous: CategorySearch) => ({ ...previous, ...patch }) });
  return <CategoryScreen search={search} onSearchChange={onSearchChange} />;
}
