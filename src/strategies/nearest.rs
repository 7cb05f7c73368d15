//! Names and nearest ids: a strategy named as people name it (its id, its
//! name in any language, a Japanese solver's name such as たすき掛け), and
//! what an unknown id was probably meant to be, so an error can say "did
//! you mean x-wing?" instead of listing all ids.

use super::{StrategyInfo, REGISTRY};
use crate::lang::Problem;

/// The strategy `name` names: an id (`x-wing`), a name in any language
/// (`X-Wing`, `ネイキッドペア`) or another name a catalogue knows
/// (`たすき掛け`, `2国同盟`), compared without case, spaces, `-`, `・`,
/// full-width letters or digits, and with ヒレ付き read as フィン付き.
pub fn by_name(name: &str) -> Option<&'static StrategyInfo> {
    if let Some(info) = super::by_id(name) {
        return Some(info);
    }
    let wanted = normalized(name);
    let named = |n: &str| normalized(n) == wanted;
    REGISTRY
        .iter()
        .find(|s| named(s.id) || named(s.decl.name) || named(s.decl.name_ja))
        .or_else(|| {
            let (_, id) = JAPANESE_ALIASES.iter().find(|(a, _)| named(a))?;
            super::by_id(id)
        })
}

/// `(name, id)`: the names Japanese books and sites use besides the
/// katakana ones, and the short names a learner types for the long ones,
/// accepted wherever a strategy id is (`find たすき掛け`).
/// Sources (docs/glossary-ja.md): たすき掛け, an X-Wing (puzzlelife at
/// www.pro.or.jp/~fuji, 2014-09-29); n国同盟, naked subsets (ナンプレさくさく, numberplace.site:
/// 2国同盟 = ネイキッドペア; some sites count the hidden pair as a
/// 2国同盟 too); ボックスライン, box/line reduction (claiming), as the seed
/// article 004 writes it; 西尾, after 西尾徹也. ヒレ付き for フィン付き is
/// read by [`normalized`](crate::strategies::by_name).
pub const JAPANESE_ALIASES: &[(&str, &str)] = &[
    ("たすき掛け", "x-wing"),
    ("2国同盟", "naked-pair"),
    ("二国同盟", "naked-pair"),
    ("3国同盟", "naked-triple"),
    ("三国同盟", "naked-triple"),
    ("4国同盟", "naked-quad"),
    ("四国同盟", "naked-quad"),
    ("ボックスライン", "locked-candidates-claiming"),
    ("西尾", "nishio-forcing-chain"),
    // The parts in brackets of the catalogue's names, and the plain words
    // for "hidden" and "naked" (notebook 00 writes 隠れたシングル).
    ("ポインティング", "locked-candidates-pointing"),
    ("クレーミング", "locked-candidates-claiming"),
    ("隠れたシングル", "hidden-single"),
    ("裸のシングル", "naked-single"),
    ("隠れたペア", "hidden-pair"),
    ("隠れた2国同盟", "hidden-pair"),
    ("隠れた二国同盟", "hidden-pair"),
    ("隠れたトリプル", "hidden-triple"),
    ("隠れた3国同盟", "hidden-triple"),
    ("隠れた三国同盟", "hidden-triple"),
    ("隠れたクワッド", "hidden-quad"),
    ("隠れた4国同盟", "hidden-quad"),
    ("隠れた四国同盟", "hidden-quad"),
];

/// SE's direct techniques: a locked candidate or hidden set taken only for
/// the single it leads to at once (see `rating/direct.rs`); named apart
/// from the technique they shorten, which SE rates higher.
pub const DIRECT_POINTING: &str = "direct-pointing";
pub const DIRECT_CLAIMING: &str = "direct-claiming";
pub const DIRECT_HIDDEN_PAIR: &str = "direct-hidden-pair";
pub const DIRECT_HIDDEN_TRIPLE: &str = "direct-hidden-triple";

/// The technique a direct one shortens (`direct-hidden-pair`:
/// `hidden-pair`), or `None` for any other id.
pub fn shortened(id: &str) -> Option<&'static str> {
    match id {
        DIRECT_POINTING => {
            Some(super::intersections::locked_candidates::LOCKED_CANDIDATES_POINTING.id)
        }
        DIRECT_CLAIMING => {
            Some(super::intersections::locked_candidates::LOCKED_CANDIDATES_CLAIMING.id)
        }
        DIRECT_HIDDEN_PAIR => Some(super::subsets::hidden_subsets::HIDDEN_PAIR.id),
        DIRECT_HIDDEN_TRIPLE => Some(super::subsets::hidden_subsets::HIDDEN_TRIPLE.id),
        _ => None,
    }
}

impl Problem {
    /// `id` names no strategy: the problem, with the ids it may have meant
    /// (for one of SE's direct techniques, which a rating may name as its
    /// hardest step, what it is and the strategy to use).
    pub fn unknown_strategy(id: &str) -> Problem {
        if let Some(base) = shortened(id.trim()) {
            return Problem::DirectTechnique {
                id: id.trim().to_string(),
                base,
            };
        }
        Problem::UnknownStrategy {
            id: id.to_string(),
            nearest: nearest_ids(id),
        }
    }
}

/// `name` as [`by_name`] compares it: the spellings katakana names vary in
/// (ウイング and ウィング, スクレーパー and スクレイパー) read alike.
fn normalized(name: &str) -> String {
    name.replace("ヒレ付き", "フィン付き")
        .replace("ウイング", "ウィング")
        .replace("スクレーパー", "スクレイパー")
        .chars()
        .map(|c| match c {
            // Full-width ASCII (２国同盟, Ｘ-Ｗｉｎｇ) as ASCII.
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '・' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Up to three registry ids closest to `id`, closest first: ids holding it
/// (`wing` finds the wings), then ids within a few edits (`xwing`); none if
/// nothing is close. A name not in ASCII is compared with the Japanese
/// names and the other names Japanese solvers use instead.
pub fn nearest_ids(id: &str) -> Vec<&'static str> {
    if !id.is_ascii() {
        return nearest_japanese(id);
    }
    let id = id.to_ascii_lowercase();
    let mut scored: Vec<(bool, usize, &'static str)> = REGISTRY
        .iter()
        .filter(|s| s.decl.left_out.is_none())
        .map(|s| {
            let holds = id.len() >= 3 && s.id.contains(id.as_str());
            let d = if holds {
                s.id.len() - id.len()
            } else {
                edit_distance(id.as_bytes(), s.id.as_bytes())
            };
            (!holds, d, s.id)
        })
        .filter(|&(far, d, _)| !far || d <= (id.len() / 3).clamp(1, 3))
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, _, s)| s).collect()
}

/// The ids whose Japanese names (or other Japanese names) are closest to
/// `name`: those holding it, then those within a few edits of it (counted
/// in characters); up to three, closest first.
fn nearest_japanese(name: &str) -> Vec<&'static str> {
    let wanted: Vec<char> = normalized(name).chars().collect();
    let names = REGISTRY
        .iter()
        .filter(|s| s.decl.left_out.is_none())
        .map(|s| (s.decl.name_ja, s.id))
        .chain(JAPANESE_ALIASES.iter().copied());
    let mut scored: Vec<(bool, usize, &'static str)> = names
        .map(|(ja, id)| {
            let other: Vec<char> = normalized(ja).chars().collect();
            let holds = wanted.len() >= 2 && other.windows(wanted.len()).any(|w| w == wanted);
            let d = if holds {
                other.len() - wanted.len()
            } else {
                edit_distance(&wanted, &other)
            };
            (!holds, d, id)
        })
        .filter(|&(far, d, _)| !far || d <= (wanted.len() / 3).clamp(1, 3))
        .collect();
    scored.sort();
    let mut ids: Vec<&'static str> = Vec::new();
    for (_, _, id) in scored {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids.truncate(3);
    ids
}

/// Levenshtein distance over the items of two sequences: bytes of ASCII
/// ids, characters of Japanese names.
fn edit_distance<T: PartialEq + Copy>(a: &[T], b: &[T]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let next = (diagonal + usize::from(x != y))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn near_ids_hold_the_text_or_are_a_few_edits_away() {
        assert_eq!(nearest_ids("xwing"), ["x-wing"]);
        // Japanese names: held (スカイ), or a few characters away.
        assert_eq!(nearest_ids("ポインテング"), ["locked-candidates-pointing"]);
        assert_eq!(nearest_ids("スカイスクレパ"), ["skyscraper"]);
        assert!(nearest_ids("将棋").is_empty());
        assert_eq!(nearest_ids("wing"), ["w-wing", "x-wing", "xy-wing"]);
        assert_eq!(nearest_ids("Naked-Pairs"), ["naked-pair"]);
        assert!(nearest_ids("zzz").is_empty());
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
    }

    /// Every strategy by its id, its name in every language and every other
    /// name a catalogue gives it; the Japanese solvers' names as the
    /// issue asks; near misses are no name.
    #[test]
    fn a_strategy_is_found_by_any_of_its_names() {
        for s in REGISTRY {
            assert_eq!(by_name(s.id).map(|i| i.id), Some(s.id));
            for lang in Lang::ALL {
                let words = lang.catalogue();
                let name = words.strategy_name(s.id).unwrap();
                assert_eq!(by_name(name).map(|i| i.id), Some(s.id), "{lang} {name}");
            }
        }
        for lang in Lang::ALL {
            for &(alias, id) in lang.catalogue().strategy_aliases() {
                assert_eq!(by_name(alias).map(|i| i.id), Some(id), "{alias}");
            }
        }
        let id = |name: &str| by_name(name).map(|i| i.id);
        assert_eq!(id("たすき掛け"), Some("x-wing"));
        assert_eq!(id("２国同盟"), Some("naked-pair"));
        assert_eq!(id("三国同盟"), Some("naked-triple"));
        assert_eq!(id("ヒレ付き X-Wing"), Some("finned-x-wing"));
        assert_eq!(id("ヒレ付きソードフィッシュ"), Some("finned-swordfish"));
        assert_eq!(id("ボックスライン"), Some("locked-candidates-claiming"));
        assert_eq!(id("西尾"), Some("nishio-forcing-chain"));
        assert_eq!(id("x wing"), Some("x-wing"));
        assert_eq!(id("ＸＹウィング"), Some("xy-wing"));
        assert_eq!(id("五国同盟"), None);
        assert_eq!(id("xwing"), Some("x-wing"));
        assert_eq!(id("x-wings"), None);
    }
}
