import { Modal, type ModalProps } from './modal';

/** A modal sheet: it rises from the bottom on phones and is a centred dialog from the `sm` width up (the kit's `Modal`). */
export function Sheet(props: ModalProps) {
  return <Modal variant="sheet" {...props} />;
}
