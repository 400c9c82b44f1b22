// Every modal of the app, on the native <dialog> shown with showModal(): the browser traps focus in it,
// makes the page behind inert, names it a modal to assistive technology and closes it on Escape; when it
// goes, focus returns to what had it before.
import { useEffect, useRef, type ReactNode } from 'react';

export function Dialog({
  label,
  onClose,
  className = '',
  children,
}: {
  label: string;
  /** Escape and a click on the backdrop call it; without it the dialog stays until it is done. */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  useEffect(() => {
    const dialog = ref.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaving.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      leaving.current = true;
      dialog.close();
      before?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-label={label}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault(); // React closes it, by unmounting
        onClose?.();
      }}
      // The browser may close it anyway (Escape pressed again without a click between): a dialog that
      // cannot be dismissed comes back, another one is dismissed.
      onClose={() => {
        if (leaving.current) return;
        if (onClose) onClose();
        else ref.current?.showModal();
      }}
      // The dialog's own box is its content; a click that lands on the dialog itself is on the backdrop.
      onClick={(e) => e.target === ref.current && onClose?.()}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
