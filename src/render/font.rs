//! How wide text is in DejaVu Sans, the font the pictures name first
//! (`font-family="DejaVu Sans, sans-serif"`), so captions and legends are
//! wrapped to the width they really take rather than to a guessed average.
//!
//! The table holds the advance width of each printable ASCII character in
//! DejaVu Sans Book (version 2.37, `/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`
//! on Debian), in font units of 2048 to the em, read from the font's `hmtx`
//! table through its `cmap` by `docs/dejavu-advances.py`. Kerning is left out:
//! DejaVu's pairs only ever narrow a line, so a line measured here never runs
//! wider on screen. Any other character counts as a full em, which is at least
//! as wide as DejaVu's dashes, arrows and symbols.

/// Font units per em in DejaVu Sans.
const UNITS_PER_EM: f64 = 2048.0;

/// Advance of a character outside the table: a full em.
const FALLBACK: u16 = 2048;

/// Advance widths of `' '..='~'` (code points 32 to 126) in DejaVu Sans Book.
#[rustfmt::skip]
const ADVANCES: [u16; 95] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
    1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
    2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
    1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
    1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
    1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
];

/// The advance of one character in font units.
fn advance(c: char) -> u16 {
    match u32::from(c) {
        code @ 32..=126 => ADVANCES[(code - 32) as usize],
        _ => FALLBACK,
    }
}

/// Width in pixels of `text` set in DejaVu Sans at `px` pixels.
pub(crate) fn text_width(text: &str, px: u32) -> f64 {
    width_of_units(units(text), px)
}

/// The advances of `text` in font units, summed in u64: a caption of a few
/// million characters passes u32 (2^32 / 2048 is about two million).
fn units(text: &str) -> u64 {
    text.chars().map(|c| u64::from(advance(c))).sum()
}

/// Pixels of `units` font units at `px` pixels.
fn width_of_units(units: u64, px: u32) -> f64 {
    units as f64 * f64::from(px) / UNITS_PER_EM
}

/// Greedy wrap of `text` into lines no wider than `max_px` at `px` pixels.
/// Lines break at spaces; a word too wide for a line on its own (a chain in
/// Eureka notation, a long list of cells) is broken after one of its links
/// (`=`, `-`) or commas, outside brackets, and only a piece without such a
/// place is cut between characters.
pub(crate) fn wrap(text: &str, max_px: f64, px: u32) -> Vec<String> {
    let space = text_width(" ", px);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut line_w = 0.0;
    for word in text.split_whitespace() {
        // A Japanese word is a run of text that breaks between most of its
        // characters: its parts fill the line, as Japanese is set. Other
        // words move to the next line whole when they fit there.
        let pieces = match word.chars().any(is_japanese) {
            false => word_pieces(word, max_px, px),
            true => cut_wide(word_parts(word), max_px, px, false),
        };
        for (i, piece) in pieces.into_iter().enumerate() {
            let w = text_width(&piece, px);
            // Pieces of one word join without a space.
            let gap = if line.is_empty() || i > 0 { 0.0 } else { space };
            if !line.is_empty() && line_w + gap + w > max_px {
                lines.push(std::mem::take(&mut line));
                line_w = 0.0;
            } else if gap > 0.0 {
                line.push(' ');
                line_w += gap;
            }
            line.push_str(&piece);
            line_w += w;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Kana, kanji and full-width punctuation and forms.
fn is_japanese(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{30FF}' | '\u{4E00}'..='\u{9FFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// Whether a Japanese line may break between `c` and `n`: between two
/// characters of which one is Japanese, unless both are katakana (one
/// word), `c` opens a bracket or is the `≠` of `r4c4≠3`, or `n` may not
/// start a line.
fn japanese_break(c: char, n: char) -> bool {
    let katakana = |c: char| ('\u{30A1}'..='\u{30FA}').contains(&c) || c == 'ー';
    let no_start =
        "、。，．）」』】〕：；！？ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},.:;!?";
    let opens = "（「『【〔([{";
    let latin_token = |c: char| c.is_ascii_alphanumeric() || "{}()[]".contains(c);
    (!c.is_ascii() || !n.is_ascii())
        && !(katakana(c) && (katakana(n) || n.is_ascii_digit()))
        && (!c.is_ascii_digit() || n.is_ascii())
        && !no_start.contains(n)
        && !opens.contains(c)
        && c != '≠'
        && (latin_token(c) || !c.is_ascii())
        && (latin_token(n) || !n.is_ascii())
}

/// A word cut into pieces that may end a line: the word itself when it fits,
/// else its parts up to and including each link or comma (joined again where
/// they fit), else single characters.
fn word_pieces(word: &str, max_px: f64, px: u32) -> Vec<String> {
    if text_width(word, px) <= max_px {
        return vec![word.to_string()];
    }
    cut_wide(word_parts(word), max_px, px, true)
}

/// `word` cut after each place a line may end: a link or comma outside
/// brackets, Japanese punctuation, or between Japanese characters.
fn word_parts(word: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut part = String::new();
    let mut depth = 0i32;
    let chars: Vec<char> = word.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        part.push(c);
        match c {
            '(' | '{' | '[' => depth += 1,
            ')' | '}' | ']' => depth -= 1,
            _ => {}
        }
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1).copied();
        // `=>` and `<>` are one symbol; `r5c7=3` keeps its digit; the
        // hyphen of a name (X-Wing, ALS-XZ) and the `=` of a label (`B=`)
        // hold on to what follows.
        let letter = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphabetic());
        let label = c == '=' && letter(prev) && !letter(i.checked_sub(2).map(|p| chars[p]));
        let name = c == '-' && letter(prev) && letter(next);
        let link = matches!(c, '=' | '-')
            && next != Some('>')
            && !next.is_some_and(|n| n.is_ascii_digit())
            && !label
            && !name;
        // Japanese lines break after its punctuation, and between any two
        // characters of a Japanese text except inside a katakana word, a cell
        // or a number and its counter (4マス), and never before closing
        // punctuation or a small kana.
        let wide_stop = matches!(c, '、' | '。' | '：' | '・');
        let japanese = next.is_some_and(|n| japanese_break(c, n));
        if depth <= 0 && (link || c == ',' || wide_stop || japanese) && next.is_some() {
            parts.push(std::mem::take(&mut part));
        }
    }
    if !part.is_empty() {
        parts.push(part);
    }
    parts
}

/// `parts` as pieces no wider than `max_px`: joined again where they fit
/// (`join`), and a part too wide on its own cut between characters.
fn cut_wide(parts: Vec<String>, max_px: f64, px: u32, join: bool) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    let mut piece = String::new();
    for part in parts {
        let joined = format!("{piece}{part}");
        if piece.is_empty() || (join && text_width(&joined, px) <= max_px) {
            piece = joined;
        } else {
            pieces.push(std::mem::replace(&mut piece, part));
        }
        if text_width(&piece, px) > max_px {
            // The cut's width is kept as it grows (measuring the cut again
            // for each character was quadratic in a long word).
            let mut cut = String::new();
            let mut cut_units = 0u64;
            for c in piece.chars() {
                let c_units = u64::from(advance(c));
                if !cut.is_empty() && width_of_units(cut_units + c_units, px) > max_px {
                    pieces.push(std::mem::take(&mut cut));
                    cut_units = 0;
                }
                cut.push(c);
                cut_units += c_units;
            }
            piece = cut;
        }
    }
    if !piece.is_empty() {
        pieces.push(piece);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_follow_dejavu() {
        // 2048 units at 2048 px: one pixel per unit.
        assert_eq!(text_width("r1c9", 2048), (842 + 1303 + 1126 + 1303) as f64);
        assert_eq!(text_width(" ", 2048), 651.0);
        // "<>" is much wider than an average letter: 2 x 1716 units.
        assert_eq!(text_width("<>", 1024), 1716.0);
        assert_eq!(text_width("\u{21d2}", 16), 16.0);
    }

    /// A word of three million characters: its width passes u32 in font
    /// units (an overflow panic in debug builds, a wrong width and wrong
    /// lines in release ones, when the units were summed in u32).
    #[test]
    fn a_very_long_word_is_measured_and_cut_right() {
        let word = "W".repeat(3_000_000);
        assert_eq!(text_width(&word, 2048), 2025.0 * 3_000_000.0);
        let lines = wrap(&word, 300.0, 14);
        // 'W' is 2025 units: 21 of them fit 300 px at 14 px, 22 do not.
        assert_eq!(lines.len(), 3_000_000usize.div_ceil(21));
        assert!(lines.iter().all(|l| text_width(l, 14) <= 300.0));
        assert_eq!(lines.concat().len(), word.len());
    }

    #[test]
    fn japanese_is_measured_full_width_and_breaks_after_its_punctuation() {
        // Kana and kanji take a full em in every Japanese font.
        assert_eq!(text_width("数独の候補", 14), 5.0 * 14.0);
        let text = "ブロック4の候補3はr4c1・r5c1にしかなく、どれも1列目の中にある。";
        let lines = wrap(text, 200.0, 14);
        assert!(lines.len() > 1);
        for line in &lines {
            assert!(text_width(line, 14) <= 200.0, "{line}");
        }
        assert!(
            lines[0].ends_with('・') || lines[0].ends_with('、'),
            "{lines:?}"
        );
        assert_eq!(lines.concat(), text);
    }

    #[test]
    fn japanese_lines_never_split_a_token() {
        // Names, labels, cells and katakana words stay whole at every width
        // (they split as 「X-／Wing」, 「B=／r18c1」, 「ユニークレクタングル／タイプ1」).
        let text = "クラーケン X-Wing：A=r5c13489{123689}、B=r18c1{12346}。ユニークレクタングル・タイプ1の角r2c2・r2c5から候補7を削除。この4マスには";
        let tokens = [
            "4マス",
            "X-Wing",
            "A=r5c13489{123689}",
            "B=r18c1{12346}",
            "ユニークレクタングル",
            "タイプ1",
            "r2c2",
            "r2c5",
        ];
        for width in (60..400).step_by(7) {
            let lines = wrap(text, f64::from(width), 14);
            assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
            for pair in lines.windows(2) {
                let joined = format!("{}{}", pair[0], pair[1]);
                for token in tokens {
                    let at = pair[0].len();
                    let split = joined
                        .match_indices(token)
                        .any(|(i, t)| i < at && at < i + t.len());
                    // Only a token wider than the line itself may be cut.
                    assert!(
                        !split || text_width(token, 14) > f64::from(width),
                        "{token} split at {width}: {pair:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn wraps_words_by_width() {
        let px = 16;
        let max = text_width("aa bb", px);
        assert_eq!(wrap("aa bb cc dd", max, px), ["aa bb", "cc dd"]);
        assert!(wrap("   ", 100.0, px).is_empty());
        for line in wrap("the quick brown fox jumps over the lazy dog", 80.0, px) {
            assert!(text_width(&line, px) <= 80.0, "{line}");
        }
    }

    /// Japanese captions fill each line: the first line is not cut short at
    /// the first ASCII space (it used to hold only `WXYZウィング`), and a
    /// `≠` keeps its digit.
    #[test]
    fn japanese_fills_lines_and_keeps_not_equal_with_its_digit() {
        let px = 16;
        let text = "WXYZウィング 3222：ヒンジ{G,5}{134}、枝{I,4}{36}はブロック8の中、\
                    枝{C,5}{16}と{A,5}{46}はブロックの外の5列目にある。よってr4c4≠3、r4c5≠3";
        let max = text_width("WXYZウィング 3222：ヒンジ{G,5}{134}", px) + 1.0;
        let lines = wrap(text, max, px);
        assert!(lines[0].starts_with("WXYZウィング 3222："), "{lines:?}");
        for line in &lines {
            assert!(text_width(line, px) <= max, "{line}");
            assert!(!line.ends_with('≠'), "{lines:?}");
        }
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        // At every width, r4c4≠3 stays on one line.
        for cut in 4..40 {
            let max = text_width(&"あ".repeat(cut), px);
            let lines = wrap("よってr4c4≠3、r4c5≠3", max, px);
            assert!(lines.iter().all(|l| !l.ends_with('≠')), "{lines:?}");
        }
    }

    #[test]
    fn long_chains_break_after_links() {
        let chain = "(3)r1c9=(3-6)r3c9=r3c1-r1c2=(6-3)r5c2=r5c1-r9c1=r9c4-r4c4=r4c5";
        let px = 16;
        let max = text_width("(3)r1c9=(3-6)r3c9=r3c1-", px);
        let lines = wrap(&format!("AIC {chain} (= strong)"), max, px);
        let text = format!("AIC {chain} (= strong)");
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        for line in &lines {
            assert!(text_width(line, px) <= max, "{line}");
        }
        // Breaks fall after a link, never inside a bracket.
        assert!(lines.iter().any(|l| l.ends_with('=') || l.ends_with('-')));
        assert!(lines.iter().all(|l| !l.ends_with("(3-")));
        // A piece with no link is cut between characters.
        let lines = wrap("abcdefghij", text_width("abcd", px), px);
        assert_eq!(lines.concat(), "abcdefghij");
        assert!(lines.len() >= 3);
    }
}
