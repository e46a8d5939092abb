import { useMutation } from '@tanstack/react-query';
import { strategyAnalysis } from '@/api/ai';

export const useStrategyAnalysis = () =>
  useMutation({ mutationFn: (scenario: string) => strategyAnalysis(scenario) });
