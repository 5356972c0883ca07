// extract_json_code.py: a ```json fence, else the first `{` to the last `}`, else any fence.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch } from './python-re.ts';

export const extractJson: OfficialExtractor = (answer) =>
  firstMatch(answer, [/```(?:json)(.*?)```/s, /(\{.*\})/s, /```(.*?)```/s]) ?? answer;
