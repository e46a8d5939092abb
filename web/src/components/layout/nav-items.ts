import { BarChart3, Bookmark, Home, MessageSquare, PenTool, Search, Target } from 'lucide-react';

export const MAIN_NAV = [
  { to: '/', label: 'Dashboard', icon: Home },
  { to: '/search', label: 'Patent Search', icon: Search },
  { to: '/saved', label: 'Saved Patents', icon: Bookmark },
  { to: '/analysis', label: 'Analysis Dashboard', icon: BarChart3 },
] as const;

export const AI_NAV = [
  { to: '/assistant', label: 'AI Assistant', icon: MessageSquare },
  { to: '/writing', label: 'Patent Writing', icon: PenTool },
  { to: '/strategy', label: 'Strategy Advisor', icon: Target },
] as const;
