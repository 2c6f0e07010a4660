import { Heart, House, Layers, MessageCircle, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import type { TabId } from './nav';

/** Each tab's icon, the same in the bottom bar and the side navigation. */
export const TAB_ICONS: Record<TabId, LucideIcon> = {
  home: House,
  swipe: Layers,
  investor: TrendingUp,
  matches: Heart,
  challenge: Trophy,
  chat: MessageCircle,
};
