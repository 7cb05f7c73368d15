//! The command line's errors in Japanese: where (`line 3, column 7` ->
//! `3行目7文字目`), the common causes (file not found, a stray character,
//! two equal givens, no or several solutions), and the shape `expected A,
//! found B` (`Aが必要なところにBがあります`). Words not in the table stay
//! English inside the Japanese sentence.

/// English pieces and their Japanese, longest first where one holds
/// another.
const PHRASES: &[(&str, &str)] = &[
    (
        "No such file or directory (os error 2)",
        "ファイルが見つかりません",
    ),
    (
        "Permission denied (os error 13)",
        "読み取る権限がありません",
    ),
    (
        "Is a directory (os error 21)",
        "フォルダであってファイルではありません",
    ),
    (
        "expected a puzzle, found only empty lines and comments",
        "問題がありません（空行とコメントだけです）",
    ),
    ("no puzzle could be read", "読める問題がありません"),
    (
        "the grid is already solved: there is no step to rate",
        "盤面はすでに解けている：評価する手がない",
    ),
    (
        "the puzzle does not have exactly one solution",
        "この問題は解がちょうど一つではありません",
    ),
    (
        "the puzzle has more than one solution",
        "この問題には解が複数あります",
    ),
    ("the puzzle has no solution", "この問題には解がありません"),
    ("has more than one solution", "には解が複数あります"),
    ("has no solution", "には解がありません"),
    ("unknown strategy", "未知の解法"),
    ("known:", "既知の解法："),
    ("a digit 1-9 or a blank", "1-9の数字か空白"),
    ("a digit 1-9, a blank", "1-9の数字、空白"),
    ("candidate digits 1-9", "候補の数字1-9"),
    ("a digit 1-9", "1-9の数字"),
    ("a digit 0-9", "0-9の数字"),
    ("the end of the line", "行末"),
    ("whitespace", "空白"),
    ("at most 9 cells in a row", "1行に9マス以下"),
    ("standard input", "標準入力"),
];

/// The Japanese of an English error message.
pub(super) fn translate(english: &str) -> String {
    let mut text = location(english);
    for (en, ja) in PHRASES {
        if text.contains(en) {
            text = text.replace(en, ja);
        }
    }
    let text = expected_found(&text);
    let text = both_hold(&text);
    at_least_found(&text)
}

/// `expected A, found B` -> `Aが必要なところにBがあります`.
fn expected_found(text: &str) -> String {
    let Some(at) = text.find("expected ") else {
        return text.to_string();
    };
    let rest = &text[at + "expected ".len()..];
    let Some(comma) = rest.find(", found ") else {
        return text.to_string();
    };
    let wanted = &rest[..comma];
    let found = &rest[comma + ", found ".len()..];
    format!("{}{wanted}が必要なところに{found}があります", &text[..at])
}

/// `r1c1 and r1c2 both hold 8` -> `r1c1とr1c2の両方に8があります`.
fn both_hold(text: &str) -> String {
    let Some(at) = text.find(" both hold ") else {
        return text.to_string();
    };
    let head = &text[..at];
    let digit = &text[at + " both hold ".len()..];
    match head.rsplit_once(" and ") {
        Some((a, b)) => format!("{a}と{b}の両方に{digit}があります"),
        None => text.to_string(),
    }
}

/// ` (at least 2 found)` -> `（少なくとも2個見つかった）`.
fn at_least_found(text: &str) -> String {
    let Some(at) = text.find(" (at least ") else {
        return text.to_string();
    };
    let rest = &text[at + " (at least ".len()..];
    match rest.split_once(" found)") {
        Some((n, tail)) if n.chars().all(|c| c.is_ascii_digit()) => {
            format!("{}（少なくとも{n}個見つかった）{tail}", &text[..at])
        }
        _ => text.to_string(),
    }
}

/// `line 3, column 7` / `line 3` read as `3行目7文字目` / `3行目` wherever
/// they stand.
fn location(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("line ") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 5..];
        let end = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        if end == 0 {
            out.push_str("line ");
            rest = after;
            continue;
        }
        let line = &after[..end];
        let tail = &after[end..];
        if let Some(col_part) = tail.strip_prefix(", column ") {
            let col_end = col_part
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(col_part.len());
            if col_end > 0 {
                out.push_str(&format!("{line}行目{}文字目", &col_part[..col_end]));
                rest = &col_part[col_end..];
                continue;
            }
        }
        out.push_str(&format!("{line}行目"));
        rest = tail;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::translate;

    #[test]
    fn errors_say_where_and_what_in_japanese() {
        assert_eq!(
            translate(
                "p.txt: line 2, column 81: expected a digit 1-9 or a blank ('.', '0'), found 'x'"
            ),
            "p.txt: 2行目81文字目: 1-9の数字か空白 ('.', '0')が必要なところに'x'があります"
        );
        assert_eq!(
            translate("nope.txt: No such file or directory (os error 2)"),
            "nope.txt: ファイルが見つかりません"
        );
        assert_eq!(
            translate("line 3: r1c1 and r1c2 both hold 8"),
            "3行目: r1c1とr1c2の両方に8があります"
        );
        assert_eq!(
            translate("the puzzle has more than one solution (at least 2 found)"),
            "この問題には解が複数あります（少なくとも2個見つかった）"
        );
    }
}
