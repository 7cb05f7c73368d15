//! The layers of the crate run one way (README, "Layout"): the board, the
//! formats, the strategies and the steps say what they found as data
//! (`lang::Says`, `Label`, `Problem`, `outcome::Status`) and never ask for
//! words; the catalogues, above them, say it; the solver, the ratings, the
//! generator, the pictures and the teaching surfaces sit above both.
//!
//! Read from the sources: each file's code outside its tests (a
//! `#[cfg(test)]` module may use anything), without comments, must not name
//! a module of a layer above its own. A path written out is how every
//! import in this crate is written (`use crate::...`, `crate::x::y(...)`).

use std::fs;
use std::path::{Path, PathBuf};

/// The layers from the bottom: source files by path under `src/` (a
/// folder's files, or one file), and what a file of that layer may not name.
const CATALOGUES: [&str; 4] = [
    "crate::lang::en",
    "crate::lang::ja",
    "crate::lang::Catalogue",
    ".catalogue()",
];
const ABOVE_THE_STEPS: [&str; 8] = [
    "crate::solver",
    "crate::rating",
    "crate::generate",
    "crate::render",
    "crate::explore",
    "crate::compare",
    "crate::coach",
    "crate::notebook",
];

/// The files below the catalogues: they may name neither a catalogue nor
/// anything above the steps.
const BELOW_THE_CATALOGUES: [&str; 18] = [
    "grid/",
    "formats/",
    "brute/",
    "strategies/",
    "text.rs",
    "role.rs",
    "outcome.rs",
    "step.rs",
    "lang/says.rs",
    "lang/says/",
    "lang/label.rs",
    "lang/problem.rs",
    "lang/report.rs",
    "lang/rule.rs",
    "lang/notation.rs",
    "lang/usage.rs",
    "lang/coach.rs",
    "stderr.rs",
];

/// The catalogues may read every layer below them and the data they say,
/// but nothing above the steps (a status, a generator's reason: data in
/// `outcome`).
const CATALOGUE_FILES: [&str; 4] = ["lang/en/", "lang/ja/", "lang/mod.rs", "lang/step_words.rs"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file outside its test modules, without comments: a test
/// module begins at `#[cfg(test)]` followed by `mod`, and files named as
/// tests are left out whole.
fn code(path: &Path) -> String {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if name == "tests.rs" || name.ends_with("_tests.rs") || name == "test_support.rs" {
        return String::new();
    }
    let text = fs::read_to_string(path).expect("a source file");
    let mut kept = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]")
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod ") || next.contains(" mod "))
        {
            break;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    kept
}

/// Every line where a file names what its layer may not, with its file.
fn violations() -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut found = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let under = |prefixes: &[&str]| prefixes.iter().any(|p| rel.starts_with(p) || rel == *p);
        let forbidden: Vec<&str> = if under(&BELOW_THE_CATALOGUES) {
            CATALOGUES.iter().chain(&ABOVE_THE_STEPS).copied().collect()
        } else if under(&CATALOGUE_FILES) {
            ABOVE_THE_STEPS.to_vec()
        } else {
            continue;
        };
        for line in code(&path).lines() {
            for name in &forbidden {
                if line.contains(name) {
                    found.push(format!("src/{rel}: `{name}` in: {}", line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn nothing_below_the_catalogues_asks_for_words_or_names_a_layer_above() {
    let found = violations();
    assert!(
        found.is_empty(),
        "imports that run back up:\n{}",
        found.join("\n")
    );
}

/// The check can fail: it sees a catalogue named in a test module's code
/// only where the code is, and finds a planted one.
#[test]
fn the_reader_keeps_code_and_drops_tests_and_comments() {
    let dir = std::env::temp_dir().join(format!("layers-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("planted.rs");
    fs::write(
        &file,
        "use crate::lang::en::say; // kept\n// crate::solver in a comment\n\
         #[cfg(test)]\nmod tests {\n    use crate::solver::Solver;\n}\n",
    )
    .unwrap();
    let kept = code(&file);
    fs::remove_dir_all(&dir).unwrap();
    assert!(kept.contains("crate::lang::en"), "{kept}");
    assert!(!kept.contains("crate::solver"), "{kept}");
}
