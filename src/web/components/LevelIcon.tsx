import { Icon } from './Icon.tsx';

/** A level's or a badge's icon in its round frame. */
export function LevelIcon({ name, small = false }: { name: string; small?: boolean }) {
  return (
    <span className={small ? 'badge-icon' : 'level-icon'}>
      <Icon name={name} size={small ? 28 : 48} />
    </span>
  );
}
