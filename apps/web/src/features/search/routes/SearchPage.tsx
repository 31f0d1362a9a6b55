import { useSearchParams } from 'wouter';
import { SearchView } from '../results/SearchView';
import { searchParamsOf } from './search-params';

/** `/search?q&s&page` (s: programs, collections, playlists or videos; videos when absent). */
export default function SearchPage() {
  const [params] = useSearchParams();
  return <SearchView query={params.get('q') ?? ''} {...searchParamsOf(params)} />;
}
