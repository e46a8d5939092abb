export default function AnalysisPage() {
  return <div className="p-6" />;
}
