//! `--lang en|ja` and `--notation r3c2|3-2|{C,2}|3行2列`, shared by the
//! commands that write explanations, names or pictures.

use sudoku_explorer::lang::{Lang, Notation, Problem};

/// The language and the cell notation of the output.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct LangArgs {
    /// Language of the output: en (default) or ja (日本語).
    #[arg(long, default_value = "en", value_name = "en|ja")]
    pub lang: Lang,
    /// How cells are written: r3c2 (default), 3-2, {C,2} or 3行2列.
    #[arg(long, default_value = "r3c2", value_name = "r3c2|3-2|{C,2}|3行2列")]
    pub notation: Notation,
}

impl LangArgs {
    /// An error said in this language, its cells in this notation.
    pub fn say(&self, problem: &Problem) -> String {
        self.notation
            .rewrite(&self.lang.catalogue().problem(problem))
    }
}

/// The last value of option `name` (`--name V` or `--name=V`) on the
/// command line that parses, read before clap (for the error clap or a
/// command stops with).
fn last_arg<T: std::str::FromStr>(name: &str) -> Option<T> {
    let args: Vec<String> = std::env::args().collect();
    let flag = format!("--{name}");
    let with_value = format!("--{name}=");
    let mut found = None;
    for (i, a) in args.iter().enumerate() {
        let value = match a.strip_prefix(&with_value) {
            Some(v) => Some(v),
            None if *a == flag => args.get(i + 1).map(String::as_str),
            None => None,
        };
        if let Some(v) = value.and_then(|v| v.parse().ok()) {
            found = Some(v);
        }
    }
    found
}

/// The `--notation` of the command line, read before clap: `r3c2` unless
/// `--notation` says otherwise.
pub fn notation_of_args() -> Notation {
    last_arg("notation").unwrap_or(Notation::RowCol)
}

/// The `--lang` of the command line, read before clap: English unless
/// `--lang ja` is given.
pub fn lang_of_args() -> Lang {
    last_arg("lang").unwrap_or(Lang::En)
}
