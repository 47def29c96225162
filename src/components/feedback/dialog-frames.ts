// Mantine's modal and drawer with their stylesheets: the code behind ./dialog, loaded once a screen
// has shown.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';

export { Drawer, Modal } from '@mantine/core';
