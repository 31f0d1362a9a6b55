import { useParams, useSearchParams } from 'wouter';
import { SearchView } from '../results/SearchView';
import { searchParamsOf } from './search-params';

/** `/q/{query}`: the results of a query given as the path; typing or paging there moves to /search. */
export default function SearchByPathPage() {
  const { query = '' } = useParams<{ query: string }>();
  const [params] = useSearchParams();
  return <SearchView query={query} {...searchParamsOf(params)} />;
}
