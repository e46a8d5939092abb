export default function SavedPage() {
  return <div className="p-6" />;
}
