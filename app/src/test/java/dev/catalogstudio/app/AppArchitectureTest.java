package dev.catalogstudio.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.GeneralCodingRules.ACCESS_STANDARD_STREAMS;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The app's package plan (ARCHITECTURE.md, "app/"), with the command line's packages ({@code cli}, {@code lsp},
 * {@code render}, {@code files}: the cli module, on this classpath as a jar): panes talk to the session, never to each
 * other or to the shell; the command line never touches JavaFX (the cli module's classpath has none: these rules
 * restate it); no package cycles; {@code internal} packages stay private to their parent; output goes through the
 * CLI's writers or the log, never straight to the standard streams.
 */
@AnalyzeClasses(packages = "dev.catalogstudio.app",
        importOptions = {ImportOption.DoNotIncludeTests.class, AppArchitectureTest.DoNotIncludeTestJars.class})
class AppArchitectureTest {

    /** Leaves out the cli module's test jar (its helpers are on the studio's test classpath as a jar). */
    public static final class DoNotIncludeTestJars implements ImportOption {
        @Override
        public boolean includes(com.tngtech.archunit.core.importer.Location location) {
            return !location.contains("-tests.jar");
        }
    }

    private static final String APP = "dev.catalogstudio.app";
    /** The packages under {@code app} that are not panes; {@code Main}'s root package is none either. */
    static final Set<String> NOT_PANES = Set.of("cli", "files", "lsp", "render", "session", "shell");
    /**
     * One package per pane, found in the classes as built: every package directly under {@code app} that is not in
     * {@link #NOT_PANES}, so a pane added later is checked without anyone adding it here. Its sub-packages
     * ({@code internal}, {@code highlight}) belong to it.
     */
    static final List<String> PANES = List.copyOf(panes());

    private static Set<String> panes() {
        var found = new TreeSet<String>();
        for (JavaClass c : new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests())
                .withImportOption(new DoNotIncludeTestJars()).importPackages(APP)) {
            String pkg = c.getPackageName();
            if (pkg.startsWith(APP + ".")) {
                String top = pkg.substring(APP.length() + 1).split("\\.")[0];
                if (!NOT_PANES.contains(top)) {
                    found.add(top);
                }
            }
        }
        return found;
    }

    /** Every package of the app is its own slice (the root package with {@code Main} included). */
    private static final SliceAssignment PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String pkg = javaClass.getPackageName();
            return pkg.equals(APP) || pkg.startsWith(APP + ".") ? SliceIdentifier.of(pkg) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "every package of " + APP;
        }
    };

    @ArchTest
    static final ArchRule noPackageCycles = slices().assignedFrom(PACKAGES).should().beFreeOfCycles();

    @ArchTest
    static final ArchRule rendererDoesNotUseJavaFx = noClasses().that().resideInAPackage(APP + ".render..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..")
            .because("graph --format svg|png draws with it, headless");

    @ArchTest
    static final ArchRule cliDoesNotUseJavaFx = noClasses().that().resideInAnyPackage(APP + ".cli..", APP + ".lsp..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..")
            .because("the command line and the language server run headless, without the toolkit");

    @ArchTest
    static final ArchRule panesStayApart = classes().that(pane()).should(dependOnlyOnOwnPaneAmongPanesAndNotOnShell())
            .because("panes talk to the session, never to each other or to the shell");

    @ArchTest
    static final ArchRule sessionKnowsNoPane = classes().that().resideInAPackage(APP + ".session..")
            .should(dependOnNoPaneAndNotOnTheShell())
            .because("the session publishes; panes listen to it");

    @ArchTest
    static final ArchRule viewModelsUseTheSessionsFxExecutor = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().haveFullyQualifiedName("javafx.application.Platform")
            .because("a ViewModel hands results to the FX thread through the executor it is given (the session's fx()),"
                    + " so that tests drive it without the toolkit");

    @ArchTest
    static final ArchRule internalsStayWithTheirParent = classes().that().resideInAPackage(APP + "..")
            .should(useInternalPackagesOnlyUnderTheirParent());

    @ArchTest
    static final ArchRule theModelIsTheOnlyParser = noClasses().that().resideInAPackage(APP + "..")
            .should().dependOnClassesThat().resideInAnyPackage("org.snakeyaml..", "org.commonmark.parser..",
                    "org.commonmark.internal..")
            .because("the model is the only parser: views read the snapshot's parse and highlighting "
                    + "(docs/ARCHITECTURE.md)");

    @ArchTest
    static final ArchRule noStandardStreams = noClasses().that().resideInAPackage(APP + "..")
            .and().resideOutsideOfPackage(APP + ".cli..")
            .and().doNotHaveFullyQualifiedName(APP + ".Main")
            .and().doNotHaveFullyQualifiedName(APP + ".Start") // the jar's entry: the studio's branch of Main.main
            .and().doNotHaveFullyQualifiedName(APP + ".shell.StartupTrace")
            .should(ACCESS_STANDARD_STREAMS)
            .because("failures go to the log (System.Logger), output through the CLI's writers; the one exception is "
                    + "the start-up trace, whose lines on standard output the start-up probe times (off unless asked)");

    /** The pane list is derived, not written: it has every pane package of the app today, and nothing else. */
    @Test
    void everyPanePackageIsFoundAndNoOtherPackageIsOne() {
        assertThat(PANES).contains("tree", "editor", "diagnostics", "form", "preview", "graph", "dryrun")
                .doesNotContainAnyElementsOf(NOT_PANES);
        assertThat(paneOf(APP + ".editor.internal")).contains("editor");
        assertThat(paneOf(APP + ".shell")).isEmpty();
        assertThat(paneOf(APP)).isEmpty();
    }

    private static com.tngtech.archunit.base.DescribedPredicate<JavaClass> pane() {
        return com.tngtech.archunit.base.DescribedPredicate.describe("reside in a pane package",
                c -> paneOf(c.getPackageName()).isPresent());
    }

    /** The pane a package belongs to, e.g. {@code editor} for {@code dev.catalogstudio.app.editor.internal}. */
    static Optional<String> paneOf(String pkg) {
        for (String pane : PANES) {
            String base = APP + "." + pane;
            if (pkg.equals(base) || pkg.startsWith(base + ".")) {
                return Optional.of(pane);
            }
        }
        return Optional.empty();
    }

    private static ArchCondition<JavaClass> dependOnlyOnOwnPaneAmongPanesAndNotOnShell() {
        return new ArchCondition<>("depend on no other pane and not on the shell") {
            @Override
            public void check(JavaClass item, ConditionEvents events) {
                String own = paneOf(item.getPackageName()).orElseThrow();
                for (Dependency d : item.getDirectDependenciesFromSelf()) {
                    String target = d.getTargetClass().getPackageName();
                    var other = paneOf(target);
                    boolean shell = target.equals(APP + ".shell") || target.startsWith(APP + ".shell.");
                    if (shell || other.isPresent() && !other.get().equals(own)) {
                        events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                    }
                }
            }
        };
    }

    private static ArchCondition<JavaClass> dependOnNoPaneAndNotOnTheShell() {
        return new ArchCondition<>("depend on no pane and not on the shell") {
            @Override
            public void check(JavaClass item, ConditionEvents events) {
                for (Dependency d : item.getDirectDependenciesFromSelf()) {
                    String target = d.getTargetClass().getPackageName();
                    boolean shell = target.equals(APP + ".shell") || target.startsWith(APP + ".shell.");
                    if (shell || paneOf(target).isPresent()) {
                        events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                    }
                }
            }
        };
    }

    private static ArchCondition<JavaClass> useInternalPackagesOnlyUnderTheirParent() {
        return new ArchCondition<>("use an ..internal.. package only from inside its parent package") {
            @Override
            public void check(JavaClass item, ConditionEvents events) {
                for (Dependency d : item.getDirectDependenciesFromSelf()) {
                    String target = d.getTargetClass().getPackageName();
                    int at = target.indexOf(".internal");
                    if (at < 0 || !(target.endsWith(".internal") || target.startsWith(".internal.", at))) {
                        continue;
                    }
                    String parent = target.substring(0, at);
                    String source = item.getPackageName();
                    if (!source.equals(parent) && !source.startsWith(parent + ".")) {
                        events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                    }
                }
            }
        };
    }
}
