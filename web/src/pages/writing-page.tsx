export default function WritingPage() {
  return <div className="p-6" />;
}
