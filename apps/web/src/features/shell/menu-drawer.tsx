import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The menu as a drawer (phones, or the 'drawer' navigation style): loaded when it is first opened. */
export function MenuDrawer({
  open,
  onClose,
  placement,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  placement: 'left' | 'right';
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={288}
      title={title}
      className="shell-drawer"
    >
      {children}
    </Drawer>
  );
}
