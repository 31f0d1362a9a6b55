import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './IconButton.module.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  icon: IconName;
  /** What the button does, for people who cannot see the icon. */
  label: string;
  size?: number;
}

/** A button that shows only an icon; its label is what assistive technology reads. */
export function IconButton({ icon, label, size = 24, className, ...rest }: Props) {
  return (
    <button type="button" className={className ? `${styles.button} ${className}` : styles.button} {...rest}>
      <Icon name={icon} size={size} label={label} />
    </button>
  );
}
