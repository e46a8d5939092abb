export default function SearchPage() {
  return <div className="p-6" />;
}
