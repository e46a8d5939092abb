export default function StrategyPage() {
  return <div className="p-6" />;
}
