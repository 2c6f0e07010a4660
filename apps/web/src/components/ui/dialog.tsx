import { Modal, type ModalProps } from './modal';

/** A modal dialog centred on every screen (the kit's `Modal`: focus kept inside, Escape, backdrop, scroll lock). */
export function Dialog(props: ModalProps) {
  return <Modal variant="dialog" {...props} />;
}
