// What mantine-react-table gets when it imports Mantine (the build points it here, see
// vite.config.ts): Mantine itself, except the inputs and dialogs of the table options the list kit
// turns off (column filters, column tools, row editing, multi-sorting), which load when one first
// renders instead of with every list: among them the date input, with dayjs and the calendar.
import { forwardRef, lazy, Suspense, type ComponentPropsWithoutRef, type ComponentType, type Ref } from 'react';
import { withChunkReload } from '@/lib/lazy-route';

export * from '@mantine/core';

const load = withChunkReload(() => import('./table-inputs-on-demand'));
type OnDemand = Awaited<ReturnType<typeof load>>;

/** A component that renders nothing until its code is in, then renders as itself. */
function onDemand<K extends keyof OnDemand>(name: K) {
  const Loaded = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  const OnDemandInput = forwardRef<unknown, ComponentPropsWithoutRef<OnDemand[K]>>((props, ref) => (
    <Suspense fallback={null}>
      <Loaded {...props} ref={ref as Ref<never>} />
    </Suspense>
  ));
  OnDemandInput.displayName = name;
  return OnDemandInput;
}

export const Autocomplete = onDemand('Autocomplete');
export const Badge = onDemand('Badge');
export const DateInput = onDemand('DateInput');
export const Indicator = onDemand('Indicator');
export const Modal = onDemand('Modal');
export const MultiSelect = onDemand('MultiSelect');
export const Radio = onDemand('Radio');
export const RangeSlider = onDemand('RangeSlider');
export const Switch = onDemand('Switch');
