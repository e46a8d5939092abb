/** Which of a user's patents have an AI analysis; the ai service owns that fact. */
export abstract class AnalysisLookup {
  abstract hasAnalyses(userId: string, patentNumbers: string[]): Promise<Set<string>>;
}
