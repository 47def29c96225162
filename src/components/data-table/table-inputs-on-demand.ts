// The parts of mantine-react-table's Mantine that load when first rendered (see table-inputs.tsx),
// with their stylesheets.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/dates/styles.css';

export { Autocomplete, Badge, Indicator, Modal, MultiSelect, Radio, RangeSlider, Switch } from '@mantine/core';
export { DateInput } from '@mantine/dates';
