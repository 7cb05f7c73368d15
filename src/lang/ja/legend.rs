//! Legend words in Japanese. A pattern names its marks in English in its
//! teaching file ("hinge", "only two 3s", "row 4: see each other"); here
//! those phrases are read back: whole phrases first (longest first), then
//! houses (`row 4` -> `4行目`, `rows 1 and 5` -> `1・5行目`), then plurals
//! of digits (`the 3s` -> `3`). A phrase not in the table keeps its English.

/// English phrases and their Japanese, longest first where one holds
/// another.
const PHRASES: &[(&str, &str)] = &[
    ("A and B see each other", "AとBが互いに見える"),
    (": a case each", "：それぞれが場合の一つ"),
    ("almost locked set (ALS)", "ALS（n個のマスにn+1種類の候補）"),
    ("the two cells", "二つのマス"),
    ("the three cells", "三つのマス"),
    ("their candidates", "その候補"),
    ("empty under a pair", "その組で空になるマス"),
    ("empty under a triple", "その組で空になるマス"),
    ("same colour, same house", "同じ色・同じハウス"),
    ("true if the first is false", "最初が偽なら真"),
    ("false if the first is", "最初が真なら偽"),
    ("only places for", "が入る場所"),
    ("houses of A, B, C", "A・B・Cのハウス"),
    ("houses of A and B", "A・Bのハウス"),
    ("houses of the sets", "各ALSのハウス"),
    ("rest of petals 1, 3, ...", "花びら1・3…の残り"),
    ("rest of petals 2, 4, ...", "花びら2・4…の残り"),
    ("rest of sets 1, 3, ...", "ALS 1・3…の残り"),
    ("rest of sets 2, 4, ...", "ALS 2・4…の残り"),
    ("rest of A and B", "A・Bの残り"),
    ("rest of A", "Aの残り"),
    ("rest of B", "Bの残り"),
    ("rest of C", "Cの残り"),
    ("stem digit: not both", "幹の数字：両方は不可"),
    ("stem and petals", "幹と花びら"),
    ("stem digits", "幹の数字"),
    ("strong: one is true", "強：どちらかが真"),
    ("weak: not both", "弱：両方は真でない"),
    ("link: not both", "リンク：両方は不可"),
    ("one pincer is", "一方のピンサーが"),
    ("one colour twice", "同じ色が二回"),
    ("only on the rectangle", "は長方形の上だけ"),
    ("the link digit", "リンク数字"),
    ("some template uses", "（いずれかのテンプレートが使う）"),
    ("from the search", "探索から"),
    ("one candidate", "候補が一つ"),
    ("one empty cell", "空きマスが一つ"),
    ("one place for", "入る場所が一つ："),
    ("the stem's box", "幹のブロック"),
    ("the stem's line", "幹の行・列"),
    ("the rectangle", "長方形"),
    ("the fish's", "フィッシュの"),
    ("three times", "が3回"),
    ("only twice", "が二回だけ"),
    ("in a house", "（ハウス内）"),
    ("only two", "二か所だけの"),
    ("the cases", "場合分け"),
    ("assumed", "仮定"),
    ("a case", "場合の一つ"),
    ("'s others", "の他の候補"),
    ("not both", "両方は不可"),
    ("see each other", "互いに見える"),
    ("then false", "すると偽"),
    ("then true", "すると真"),
    ("makes true", "真にする"),
    ("makes false", "偽にする"),
    ("where they meet", "交わり"),
    ("in the intersection", "（交わり）"),
    ("in the box", "（ブロック内）"),
    ("in the row", "（行内）"),
    ("in the column", "（列内）"),
    ("the sets", "ALS"),
    ("link digits", "リンク数字"),
    ("link digit", "リンク数字"),
    ("naked subset", "ネイキッドサブセット"),
    ("intersection", "交わり"),
    ("extra candidate", "余分な候補"),
    ("cells used", "使われるマス"),
    ("base and cover", "ベースとカバー"),
    ("placed corners", "配置済みの角"),
    ("open corners'", "空いた角の"),
    ("corners'", "角の"),
    ("contradiction", "矛盾"),
    ("first cell", "最初のマス"),
    ("second house", "第2のハウス"),
    ("placed digit", "配置した数字"),
    ("strong link", "強リンク"),
    ("weak link", "弱リンク"),
    ("elimination", "削除"),
    ("placement", "配置"),
    ("colour A", "色A"),
    ("colour B", "色B"),
    ("pattern", "パターン"),
    ("shared", "共有"),
    ("hidden", "ヒドゥン"),
    ("naked", "ネイキッド"),
    ("locked", "ロック"),
    ("single", "シングル"),
    ("triple", "トリプル"),
    ("quad", "クワッド"),
    ("pair", "ペア"),
    ("extra", "余分"),
    ("hinge", "幹"),
    ("stem", "幹"),
    ("wings", "枝"),
    ("wing", "枝"),
    ("petals", "花びら"),
    ("petal", "花びら"),
    ("pincers", "ピンサー"),
    ("pincer", "ピンサー"),
    ("given", "ヒント"),
    ("house", "ハウス"),
    ("both", "両方"),
    ("base", "ベース"),
    ("cover", "カバー"),
    ("fins", "フィン"),
    ("fin", "フィン"),
    ("cells", "マス"),
    ("cell", "マス"),
    ("the ", ""),
    (" and ", "・"),
];

/// The Japanese of a legend entry.
pub(super) fn translate(english: &str) -> String {
    let mut text = houses(english);
    for (en, ja) in PHRASES {
        if text.contains(en) {
            text = text.replace(en, ja);
        }
    }
    tidy(&digit_plurals(&text))
}

/// `row 4` -> `4行目`, `rows 1 and 5` / `rows 1, 5` -> `1・5行目`, the
/// same for columns and boxes (`ブロック4`).
fn houses(text: &str) -> String {
    const KINDS: [(&str, &str, bool); 6] = [
        ("rows ", "行目", false),
        ("columns ", "列目", false),
        ("boxes ", "ブロック", true),
        ("row ", "行目", false),
        ("column ", "列目", false),
        ("box ", "ブロック", true),
    ];
    let mut out = String::new();
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for (word, ja, before) in KINDS {
            let at_word_start = !out.chars().last().is_some_and(|c| c.is_ascii_alphabetic());
            if at_word_start && rest.starts_with(word) {
                let after = &rest[word.len()..];
                let (numbers, used) = number_list(after);
                if !numbers.is_empty() {
                    let list = numbers.join("・");
                    if before {
                        out.push_str(&format!("{ja}{list}"));
                    } else {
                        out.push_str(&format!("{list}{ja}"));
                    }
                    rest = &after[used..];
                    continue 'scan;
                }
            }
        }
        let c = rest.chars().next().unwrap_or(' ');
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// The numbers at the start of `text` (`1`, `1 and 5`, `1, 5 and 9`) and
/// how many bytes they take.
fn number_list(text: &str) -> (Vec<String>, usize) {
    let mut numbers = Vec::new();
    let mut used = 0;
    loop {
        let digits = text[used..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(text.len() - used);
        if digits == 0 {
            break;
        }
        numbers.push(text[used..used + digits].to_string());
        used += digits;
        let more = [", ", " and "]
            .iter()
            .find(|sep| {
                text[used..].starts_with(*sep)
                    && text[used + sep.len()..].starts_with(|c: char| c.is_ascii_digit())
            })
            .map(|sep| sep.len());
        match more {
            Some(n) => used += n,
            None => break,
        }
    }
    (numbers, used)
}

/// `3s` (a digit's plural) -> `3`.
fn digit_plurals(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let plural = c == 's'
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && !chars.get(i + 1).is_some_and(|n| n.is_ascii_alphanumeric());
        if !plural {
            out.push(c);
        }
    }
    out
}

/// Spaces next to Japanese text dropped, `: ` read as `：`.
fn tidy(text: &str) -> String {
    let text = text.replace(": ", "：").replace(", ", "・");
    let chars: Vec<char> = text.trim().chars().collect();
    let wide = |c: Option<&char>| c.is_some_and(|c| !c.is_ascii());
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let next_to_wide = i > 0 && (wide(chars.get(i - 1)) || wide(chars.get(i + 1)));
        if c == ' ' && next_to_wide {
            continue;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::translate;

    #[test]
    fn legend_words_read_in_japanese() {
        assert_eq!(translate("hinge"), "幹");
        assert_eq!(translate("row 4"), "4行目");
        assert_eq!(translate("rows 1 and 5"), "1・5行目");
        assert_eq!(translate("box 3: only two 7s"), "ブロック3：二か所だけの7");
        assert_eq!(translate("pattern cell"), "パターンマス");
        assert_eq!(translate("strong link"), "強リンク");
    }
}
