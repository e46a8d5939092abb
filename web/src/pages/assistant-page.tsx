export default function AssistantPage() {
  return <div className="p-6" />;
}
