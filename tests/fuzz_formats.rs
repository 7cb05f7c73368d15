//! Fuzz-style robustness test of the puzzle formats: thousands of damaged and
//! random texts go through `detect`, `parse_puzzles`, `parse_puzzles_as` in
//! every format, `parse_board` and `parse_library_line`. None may panic, every
//! error must point inside the text, and every board that is read must
//! survive a round trip through the library format (which keeps everything).
//!
//! The texts are the committed seed puzzles, hand-written samples of each
//! format and `write` outputs, damaged by a small deterministic PRNG
//! (xorshift64*): characters flipped, inserted and deleted (ASCII, control
//! characters, multi-byte UTF-8), lines duplicated, swapped and dropped,
//! texts truncated and spliced, random bytes decoded lossily.

use sudoku_explorer::formats::{self, Format, ParseError};
use sudoku_explorer::Board;

/// xorshift64* (Vigna), enough for picking mutations reproducibly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Characters that mean something to some format, and some that should not.
const INTERESTING: &[char] = &[
    '0', '1', '5', '9', '.', '_', '-', '+', '*', '|', ':', '\'', ',', '#', ' ', '\t', '\n', '\r',
    'x', 'X', 'd', 'a', 't', 'é', '€', '𝄞', '\u{feff}', '\u{3000}', '\u{0}', 'ß', '７',
];

/// Hand-written samples of each format (shapes from the format docs).
const SAMPLES: &[&str] = &[
    "4.....4....3.2..  # solutions=1\n..3...4.....2..3.5.....1.6.5.45...1.\n",
    "*-----*\n|4.|..|\n|..|4.|\n|--+--|\n|..|.3|\n|.2|..|\n*-----*\n",
    ".-------------.----------.\n| 4   123 | 123 123 |\n| 123 13  | 4   12  |\n:---------+---------:\n| 12  14  | 124 3   |\n| 13  2   | 13  14  |\n'---------'---------'\n",
    "10 REM mini\n20 DATA 4,0,0,0\n30 data 2,0,3,4\n40 DATA 3,4,0,1\n50 DATA 0,0,0,3\n",
    "# two grids\n4\n2 34\n\n.4\n---\n1.\n\n..1\n",
    ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:\n:0610-x::+5+4..9.8.1392..8.+5..+1.....2..3+46..5+926+2..4.+1.31+59..3.4..8+5.....+7.+7+18+3.4654+63.5.+2..:714 716:176 276:\n",
];

fn seeds() -> Vec<String> {
    let mut seeds: Vec<String> = [
        include_str!("../puzzles/numpre1.txt"),
        include_str!("../puzzles/region-sets-example.txt"),
        include_str!("../puzzles/worlds-hardest.txt"),
        include_str!("../puzzles/nikoli-p6.bas"),
        include_str!("../puzzles/mini4x4-020.bas"),
    ]
    .iter()
    .chain(SAMPLES)
    .map(|s| s.to_string())
    .collect();
    // Every format's output for a 9x9, a 6x6 and a 4x4 board.
    let boards: Vec<Board> = [
        include_str!("../puzzles/worlds-hardest.txt"),
        "..3...4.....2..3.5.....1.6.5.45...1.",
        include_str!("../puzzles/mini4x4-020.bas"),
    ]
    .iter()
    .map(|text| formats::parse_board(text).expect("seed boards are valid"))
    .collect();
    for board in &boards {
        for format in Format::ALL {
            seeds.push(formats::write(board, format));
        }
    }
    seeds
}

/// The byte offsets of the character boundaries of `text`, end included.
fn boundaries(text: &str) -> Vec<usize> {
    text.char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(text.len()))
        .collect()
}

fn random_char(rng: &mut Rng) -> char {
    match rng.below(4) {
        0 => char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{fffd}'),
        1 => char::from(rng.below(128) as u8),
        _ => *rng.pick(INTERESTING),
    }
}

/// One to four random changes to `text`.
fn mutate(rng: &mut Rng, text: &str, seeds: &[String]) -> String {
    let mut text = text.to_string();
    for _ in 0..1 + rng.below(4) {
        let cuts = boundaries(&text);
        let at = *rng.pick(&cuts);
        let next = cuts.iter().copied().find(|&b| b > at).unwrap_or(at);
        match rng.below(9) {
            0 | 1 => text.replace_range(at..next, &random_char(rng).to_string()),
            2 | 3 => text.insert(at, random_char(rng)),
            4 => text.replace_range(at..next, ""),
            5 => text.truncate(at),
            6 => {
                let mut lines: Vec<&str> = text.split('\n').collect();
                let i = rng.below(lines.len());
                let j = rng.below(lines.len());
                match rng.below(3) {
                    0 => lines.swap(i, j),
                    1 => {
                        let copy = lines[j];
                        lines.insert(i, copy);
                    }
                    _ => {
                        lines.remove(i);
                    }
                }
                text = lines.join("\n");
            }
            7 => {
                let bytes: Vec<u8> = (0..1 + rng.below(8)).map(|_| rng.next() as u8).collect();
                text.insert_str(at, &String::from_utf8_lossy(&bytes));
            }
            _ => {
                let other = rng.pick(seeds);
                let other_cuts = boundaries(other);
                let from = *rng.pick(&other_cuts);
                text.insert_str(at, &other[from..]);
            }
        }
    }
    text
}

/// A text of random characters and lines.
fn random_text(rng: &mut Rng) -> String {
    (0..rng.below(300)).map(|_| random_char(rng)).collect()
}

/// The lines of a text as the parsers number them: `\n`, `\r\n` and a
/// lone `\r` each end a line.
fn lines_of(text: &str) -> Vec<String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    text.lines().map(str::to_string).collect()
}

/// An error must name a line of the text (line 1 for an empty text) and a
/// column at most one past the line's end, and must say something.
fn check_error(text: &str, error: &ParseError) {
    let lines = lines_of(text);
    assert!(!error.message().is_empty(), "{text:?}");
    assert!(
        error.line >= 1 && error.line <= lines.len().max(1),
        "{error} in {text:?}"
    );
    let width = lines.get(error.line - 1).map_or(0, |l| l.chars().count());
    assert!(error.column <= width + 1, "{error} in {text:?}");
}

/// A board read from any format survives the library format unchanged.
fn check_board(board: &Board) {
    let text = formats::write(board, Format::Library);
    let back = formats::parse_library_line(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(&back.board, board, "{text}");
}

/// Runs every reader over `text`; returns how many puzzles were read.
fn exercise(text: &str) -> usize {
    if let Err(error) = formats::detect(text) {
        check_error(text, &error);
    }
    let mut results = formats::parse_puzzles(text);
    for format in Format::ALL {
        results.extend(formats::parse_puzzles_as(text, format));
    }
    for result in &results {
        match result {
            Ok(puzzle) => {
                assert!(puzzle.line >= 1 && puzzle.line <= lines_of(text).len());
                check_board(&puzzle.board);
            }
            Err(error) => check_error(text, error),
        }
    }
    match formats::parse_board(text) {
        Ok(board) => check_board(&board),
        Err(error) => check_error(text, &error),
    }
    if let Some(first) = text.lines().next() {
        if let Ok(entry) = formats::parse_library_line(first) {
            check_board(&entry.board);
        }
    }
    results.iter().filter(|r| r.is_ok()).count()
}

#[test]
fn no_input_makes_a_parser_panic() {
    let seeds = seeds();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for seed in &seeds {
        assert!(exercise(seed) > 0, "{seed}");
    }
    // FUZZ_ITERATIONS=1000000 for a longer hunt; the default keeps the test quick.
    let iterations = std::env::var("FUZZ_ITERATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3000);
    let mut read = 0;
    for _ in 0..iterations {
        let seed = rng.pick(&seeds).clone();
        let text = mutate(&mut rng, &seed, &seeds);
        read += exercise(&text);
    }
    for _ in 0..iterations / 6 {
        let text = random_text(&mut rng);
        exercise(&text);
    }
    // The damage must leave many puzzles readable, or the test proves little.
    assert!(read > iterations / 10, "only {read} puzzles read");
}

#[test]
fn edge_cases() {
    for text in [
        "",
        "\n",
        "\u{feff}",
        "\r\n\r\n",
        "#",
        ":",
        "::::::::",
        "|",
        "+",
        "-",
        "---+---",
        "data",
        "10 data",
        "data ,",
        ",,,",
        "0",
        "1 2 3 4",
        "é",
        "\u{feff}8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        &"9".repeat(10_000),
        &"|".repeat(1000),
        &"\n".repeat(1000),
        &"1\n".repeat(100),
        &"1 2 3 4\n".repeat(7),
    ] {
        let _ = exercise(text);
    }
}
