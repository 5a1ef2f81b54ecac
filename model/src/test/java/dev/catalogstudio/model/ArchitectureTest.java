package dev.catalogstudio.model;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/** The model is the toolkit-free core (ARCHITECTURE.md): it must never depend on JavaFX. */
@AnalyzeClasses(packages = "dev.catalogstudio.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule modelDoesNotUseJavaFx = noClasses().that().resideInAPackage("dev.catalogstudio.model..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..")
            .because("model/ must run headless in the CLI and in CI");

    @ArchTest
    static final ArchRule formatsDoNotDependOnTheWorkspace = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.format..")
            .should().dependOnClassesThat().resideInAPackage("dev.catalogstudio.model.workspace..")
            .because("data flows one way: the workspace drives the formats, never the reverse");

    private static final String MODEL = "dev.catalogstudio.model";

    /**
     * Every package of the model is a slice of its own, at every depth ({@code format.threemd} and
     * {@code format.threemd.agent} are two), the root package included: the rules below that slice by
     * {@code (*)..} fold sub-packages into their parent and cannot see a cycle between them.
     */
    private static final SliceAssignment PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String pkg = javaClass.getPackageName();
            return pkg.equals(MODEL) || pkg.startsWith(MODEL + ".") ? SliceIdentifier.of(pkg)
                    : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "every package of " + MODEL;
        }
    };

    @ArchTest
    static final ArchRule noPackageCycles = slices().assignedFrom(PACKAGES).should().beFreeOfCycles()
            .because("a package that imports one that imports it back is one package in two folders: neither can be "
                    + "read, tested or moved alone (jdeps -verbose:package shows the same)");

    @ArchTest
    static final ArchRule noCyclesBetweenModelComponents = slices().matching("dev.catalogstudio.model.(*)..")
            .should().beFreeOfCycles()
            .because("ARCHITECTURE.md: text/yaml/json/diag below format, format below formats (the registry), the "
                    + "registry below workspace");

    /** Each {@code model.format.<x>} is a slice of its own, the interface package {@code model.format} another. */
    @ArchTest
    static final ArchRule noCyclesBetweenFormatPackages = slices()
            .matching("dev.catalogstudio.model.(format).(*)..").namingSlices("format.$2")
            .should().beFreeOfCycles()
            .because("adding a format is one package plus one registration line (docs/ARCHITECTURE.md)");

    @ArchTest
    static final ArchRule formatsDoNotImportEachOther = slices()
            .matching("dev.catalogstudio.model.format.(*)..").namingSlices("format.$1")
            .should().notDependOnEachOther().ignoreDependency(DescribedPredicate.alwaysTrue(),
                    JavaClass.Predicates.resideInAPackage("dev.catalogstudio.model.format.common.."))
            .because("a format reaches another's documents through the Format interface (checks, traits, Parsed, "
                    + "FormatContext) or the shared package format.common, never by importing it");

    @ArchTest
    static final ArchRule theInterfacePackageKnowsNoFormat = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.format")
            .should().dependOnClassesThat().resideInAnyPackage("dev.catalogstudio.model.format.(*)..",
                    "dev.catalogstudio.model.formats..")
            .because("the Format interface, Parsed and DocumentKind name no concrete format: each format declares "
                    + "its own kinds and parse products");

    @ArchTest
    static final ArchRule theSharedPackageKnowsNoFormat = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.format.common..")
            .should().dependOnClassesThat(JavaClass.Predicates.resideInAnyPackage("dev.catalogstudio.model.format.(*)..",
                    "dev.catalogstudio.model.formats..").and(DescribedPredicate.not(
                    JavaClass.Predicates.resideInAPackage("dev.catalogstudio.model.format.common.."))))
            .because("format.common holds what every format may use; it uses no format");

    @ArchTest
    static final ArchRule formatsDoNotUseTheRegistry = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.format..")
            .should().dependOnClassesThat().resideInAPackage("dev.catalogstudio.model.formats..")
            .because("the registry sees every format; a format that used it would see them all");

    @ArchTest
    static final ArchRule resolverDoesNotKnowTheFormats = noClasses()
            .that().resideInAPackage("dev.catalogstudio.model.resolve..")
            .should().dependOnClassesThat().resideInAPackage("dev.catalogstudio.model.format..")
            .because("formats contribute to the graph through ContributionBuilder; the resolver reads nodes and edges "
                    + "only");
}
