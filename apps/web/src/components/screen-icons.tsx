import { Icon, type IconProps } from './icons';

// Icons only later screens draw (search paging, the category drawer, quantities, the cart's rows): in their chunks,
// not the first page's.
export const ChevronDownIcon = (p: IconProps) => <Icon d="m6 9 6 6 6-6" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon d="m15 18-6-6 6-6" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon d="m9 18 6-6-6-6" {...p} />;
export const PlusIcon = (p: IconProps) => <Icon d="M12 5v14M5 12h14" {...p} />;
export const MinusIcon = (p: IconProps) => <Icon d="M5 12h14" {...p} />;
export const TrashIcon = (p: IconProps) => <Icon d="M3 6h18M8 6V4h8v2m-9 0 1 14h8l1-14" {...p} />;
